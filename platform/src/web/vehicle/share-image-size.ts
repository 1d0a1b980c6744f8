/** The size of a vehicle's share picture (Open Graph). */
export const vehicleOgImageSize = { width: 1200, height: 630 };
