// What a credit does not hold and the licence notices give: each photograph's original file and title in the Debian
// package it comes from, and what a package's own licence files say. Looked up by the credit's source (and title), so
// a photograph whose credit an editor replaces does not keep the old one's origin; one not listed here is
// described by its credit alone.

/** The package's version each photograph was taken from, by the credit's source. */
export const sourceVersions: Readonly<Record<string, string>> = {
  "Debian package budgie-backgrounds": "3.0-1 (trixie)",
  "Debian package enlightenment-data": "0.25.4-2",
  "Debian package gnome-control-center-data": "(bookworm)",
  "Debian package lomiri-wallpapers-16.04": "20.04.0-2",
  "Debian package lomiri-wallpapers-20.04": "20.04.0-2",
  "Debian package mate-backgrounds": "1.26.0-1",
  "Debian package plasma-workspace-wallpapers": "4:5.27.5-2",
}

const edj = (name: string) => `/usr/share/enlightenment/data/backgrounds/${name}.edj (img.png via edje_decc, re-encoded JPEG q90)`
const kde = (name: string) => `/usr/share/wallpapers/${name}/contents/images/2560x1600.jpg`
const lomiri = (name: string) => `/usr/share/backgrounds/${name}`

type Original = { readonly file: string; /** Its title at the source, where the credit gives a descriptive one. */ readonly title?: string }

/** By the credit's source and title. */
export const originals: Readonly<Record<string, Readonly<Record<string, Original>>>> = {
  "Debian package budgie-backgrounds": {
    "Osprey perched pine": { file: "/usr/share/backgrounds/budgie/perched-osprey.jpg" },
    "Otters riverbank": { file: "/usr/share/backgrounds/budgie/oakland-zoo-otters.jpg" },
    "Loch mountains reflection": { file: "/usr/share/backgrounds/budgie/lake-sherburne.jpg" },
  },
  "Debian package enlightenment-data": {
    "Winter birches snow": { file: edj("Snow-Trees") },
    "Mountain peaks dusk": { file: edj("Mountain") },
    "Sunrays storm clouds": { file: edj("God-Rays") },
  },
  "Debian package gnome-control-center-data": {
    "Avatar surfer": { file: "/usr/share/pixmaps/faces/surfer.jpg" },
    "Avatar lone tree": { file: "/usr/share/pixmaps/faces/tree.jpg" },
  },
  "Debian package lomiri-wallpapers-16.04": {
    "Mountain trail hike": { file: lomiri("picosdeeuropa_by_Aitzol_Berasategi.jpg"), title: "Picos de Europa" },
    "Woodland gorge stream": { file: lomiri("life_by_Aitzol_Berasategi.jpg"), title: "Life" },
    "Autumn glen mountains": { file: lomiri("aitzgorri_by_Aitzol_Berasategi.jpg"), title: "Aitzgorri" },
    "Hilltop sunset moor": { file: lomiri("sunset_by_Aitzol_Berasategi.jpg"), title: "Sunset" },
    "Meadow seedheads sunrise": { file: lomiri("seeding_by_Clements_Engelhardt.jpg") },
  },
  "Debian package lomiri-wallpapers-20.04": {
    "Nuthatch on tree": { file: lomiri("Kleiber_by_Lukas_Baubkus.jpg"), title: "Kleiber" },
  },
  "Debian package mate-backgrounds": {
    "Coastal dune grass": { file: "/usr/share/backgrounds/mate/nature/Dune.jpg" },
  },
  "Debian package plasma-workspace-wallpapers": {
    "Pine forest path": { file: kde("Path") },
    "Misty jetty mono": { file: kde("ColdRipple") },
    "Loch dawn reeds": { file: kde("summer_1am") },
    "Loch boats sunset": { file: kde("EveningGlow") },
    "Misty loch blue hour": { file: kde("DarkestHour") },
    "Lochside jetty boards": { file: kde("BytheWater") },
    "Autumn leaf forest floor": { file: kde("FallenLeaf") },
  },
}

/** What a package's copyright files say beside the licence each credit names, for the licence's notice. */
export const sourceNotes: Readonly<Record<string, string>> = {
  "Debian package plasma-workspace-wallpapers":
    "The KDE wallpapers name the GNU Lesser General Public License version 3 in their metadata.json; Debian's copyright file for plasma-workspace-wallpapers lists the GNU General Public License, version 2 or later.",
  "Debian package mate-backgrounds": 'The MATE "Dune" image is under the GNU General Public License, version 2 or later.',
  "Debian package gnome-control-center-data":
    "The avatar images come from GNOME's set of account pictures (gnome-control-center-data). Debian's copyright file for that package lists GPL-2+ and CC0-1.0 without naming a licence for each face; the faces are understood to be CC0 (sourced from Unsplash). Should the package's GPL apply instead, the GNU GPL's notice applies to them.",
}

/** A BSD or MIT licence's copyright line is the holder's own, as the package's licence file writes it. */
export const sourceCopyrights: Readonly<Record<string, { readonly preface: string; readonly copyright: string }>> = {
  "Debian package enlightenment-data": {
    preface:
      "These images are part of Enlightenment's artwork, whose licence (the COPYING file of Enlightenment, which Debian's enlightenment-data package carries) reads:",
    copyright: "Copyright (C) 2000-2020 Carsten Haitzler and various contributors (see AUTHORS)\n\nAll rights reserved.",
  },
}
