import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { phoneNational } from '../../../domain/phone';
import { sendCodeSchema, signInCodeSchema } from '../../../domain/sign-in-codes';

// What 'Confirm your mobile' needs only once the shopper answers: the checks of its two steps
// (the schemas the server checks with, and the phone rules inside them) and the mobile's national
// form. PhoneCheck loads this module at a step's first check, so the checkout paints and answers
// without zod or libphonenumber.

export const codeStepSchema = z.object({ code: signInCodeSchema });

export const numberResolver = zodResolver(sendCodeSchema);
export const codeResolver = zodResolver(codeStepSchema);

export { phoneNational };
