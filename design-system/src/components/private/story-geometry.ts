// Measures for the stories' play functions, in the browser's own layout.

/** The space in px between the bottom of a trigger and the top of the panel it opened below it. */
export function gapBelow(trigger: Element, panel: Element): number {
  return panel.getBoundingClientRect().top - trigger.getBoundingClientRect().bottom;
}
