// A module of its own (no brand tokens), so the widgets that read it bring nothing else along.

/** The gap in px between a dropdown (menu, popover, select list) and its trigger (spec §9). */
export const dropdownOffset = 8;
