// spec §7 analytics: the event ids the pages push to the dataLayer.

export const analyticsEvents = {
  usedDetailView: 4,
  financeEnquiryModal: 9,
  enquiryNew: 14,
  enquiryUsed: 15,
  testDriveNew: 17,
  tradeInOfferAccepted: 18,
  /** spec §7 'others 19, 25 … on enquiry, call and save': a car saved to the watchlist */
  watchlistSave: 19,
  formDefault: 22,
  /** a Call Now number revealed (spec §7 25 on call) */
  callNow: 25,
  financeCalculator: 26,
  favourite: 39,
  testDriveUsed: 48,
  searchPageView: 49,
  careers: 51,
  historyReport: 60,
  print: 61,
} as const;
