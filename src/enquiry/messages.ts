// The status texts shown below the trip form after a send, word for word: the business's own wording.
export const successMessage = "Your trip inquiry has been sent successfully!"

/** The failure message up to the address, so the address can be shown as a link. */
export const failureMessageLead = "Failed to send your inquiry. Please try again or send an email to "
