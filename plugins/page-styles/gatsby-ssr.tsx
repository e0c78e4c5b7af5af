// The stylesheets Gatsby inlined in each page's <head>, checked and put in cascade order (stylesheet-order.ts).
export { orderPageStylesheets as onPreRenderHTML } from "./stylesheet-order"
