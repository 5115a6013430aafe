/** The mobile breakpoint, apart from the layout slice: the first load needs it, not the slice. */
/** SPEC §2/§9: a viewport width of 800 px or less counts as mobile. */
export const MOBILE_BREAKPOINT = 800;
