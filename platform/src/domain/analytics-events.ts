// spec §7 analytics: the event ids the pages push to the dataLayer.

export const analyticsEvents = {
  usedDetailView: 4,
  financeEnquiryModal: 9,
  enquiryNew: 14,
  enquiryUsed: 15,
  testDriveNew: 17,
  tradeInOfferAccepted: 18,
  formDefault: 22,
  financeCalculator: 26,
  favourite: 39,
  testDriveUsed: 48,
  searchPageView: 49,
  careers: 51,
  historyReport: 60,
  print: 61,
} as const;
