// The enquiry forms a vehicle page offers, and the one a link asks it to open on arrival: a
// search card's 'Quick Enquiry' links to /cars/{slug}#enquire and its 'Find Me Something
// Similar' to /cars/{slug}?enquire=find-similar (spec §2 search card).

export const vehicleEnquiryForms = [
  'enquiry',
  'chat',
  'test-drive',
  'request-photos',
  'make-an-offer',
  'find-similar',
  'finance-enquiry',
] as const;
export type VehicleEnquiryForm = (typeof vehicleEnquiryForms)[number];

/** The button and dialog title of each form (spec §2 'Modal forms'). */
export const vehicleEnquiryLabels: Record<VehicleEnquiryForm, string> = {
  enquiry: 'Enquire Now',
  chat: 'Instant Message',
  'test-drive': 'Book a Test Drive',
  'request-photos': 'Request Photos',
  'make-an-offer': 'Make an Offer',
  'find-similar': 'Find Me Something Similar',
  'finance-enquiry': 'Finance Enquiry',
};

/** The form named by a link's `enquire` parameter ('#enquire' is read in the browser). */
export function vehicleOpenForm(value: string | string[] | undefined): VehicleEnquiryForm | null {
  const name = Array.isArray(value) ? value[0] : value;
  if (name === undefined) return null;
  if (name === '' || name === 'true') return 'enquiry';
  return (vehicleEnquiryForms as readonly string[]).includes(name)
    ? (name as VehicleEnquiryForm)
    : null;
}
