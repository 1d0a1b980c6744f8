// Radix-backed widgets, feedback, navigation and the form kit.
export {};
