import { phoneNational } from '../../domain/phone';
import { writeJson } from './viewed-cars';
import {
  browserStorage,
  loadVisitorDetails,
  pickVisitorDetails,
  VISITOR_DETAILS_KEY,
} from './visitor-storage';

// Keeping the visitor's details after an accepted form (spec §3 'Stored visitor details'): its
// own module, as it needs the phone rules (libphonenumber), which a form page loads with the
// form's checks rather than on its first load.

/**
 * Keeps what the shopper typed for the next form; an empty field never erases a stored one. The
 * phone (E.164 once the form has read it) is kept as Australians write it, to fill in as such.
 */
export function saveVisitorDetails(
  values: Record<string, unknown>,
  storage = browserStorage(),
): boolean {
  const details = pickVisitorDetails(values);
  if (details.phone) details.phone = phoneNational(details.phone);
  if (Object.keys(details).length === 0) return false;
  return writeJson(storage, VISITOR_DETAILS_KEY, { ...loadVisitorDetails(storage), ...details });
}
