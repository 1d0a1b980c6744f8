import { describe, expect, it } from 'vitest';
import {
  myEnquiries,
  myPageHeading,
  myPageHref,
  myPageOf,
  myReservations,
  numberEnding,
} from './my-page';

const zone = 'Australia/Perth';

describe('myPageOf', () => {
  it.each([
    [{ authentication: true, myPage: 'mymotorama' as const }, 'mymotorama', 'mymotorama'],
    [{ authentication: true, myPage: 'mymotorama' as const }, 'myblinkr', null],
    [{ authentication: false, myPage: 'mymotorama' as const }, 'mymotorama', null],
    [{ authentication: true, myPage: null }, 'myservco', null],
  ] as const)('%o at /%s is %s', (features, name, expected) => {
    expect(myPageOf(features, name)).toBe(expected);
  });

  it('links the header to the page only where it answers', () => {
    expect(myPageHref({ authentication: true, myPage: 'mybigboxcars' })).toBe('/mybigboxcars');
    expect(myPageHref({ authentication: false, myPage: 'mybigboxcars' })).toBeNull();
    expect(myPageHref({ authentication: true, myPage: null })).toBeNull();
  });

  it('is headed by the site', () => {
    expect(myPageHeading({ name: 'Swan Valley Toyota' })).toBe('My Swan Valley Toyota');
  });
});

describe('numberEnding', () => {
  it.each([
    ['+61412345678', '412345678'],
    ['0412 345 678', '412345678'],
    ['', ''],
  ])('%s ends in %s', (phone, ending) => {
    expect(numberEnding(phone)).toBe(ending);
  });
});

const reservation = (over: Partial<Parameters<typeof myReservations>[0][number]>) => ({
  id: 'r1',
  carId: 7,
  state: 'held',
  depositCents: 20000,
  contact: { phone: '0412 345 678' },
  accessToken: 'secret',
  heldUntil: new Date('2026-12-05T05:00:00Z'),
  createdAt: new Date('2026-12-03T05:00:00Z'),
  ...over,
});

describe('myReservations', () => {
  it("lists the signed-in number's reservations only, newest first, in the shopper's words", () => {
    const items = myReservations(
      [
        reservation({ id: 'old', state: 'expired', createdAt: new Date('2026-11-01T02:00:00Z') }),
        reservation({ id: 'other', contact: { phone: '0498 765 432' } }),
        reservation({ id: 'new' }),
        // held while signed in, another number typed on the form: the proven mobile counts
        reservation({
          id: 'proven',
          contact: { phone: '0400 000 000', confirmed_phone: '+61412345678' },
          createdAt: new Date('2026-12-02T05:00:00Z'),
        }),
        // a number that only ends the same (another country's, or a landline with more digits)
        reservation({ id: 'longer', contact: { phone: '+44 20 412 345 678' } }),
      ],
      '+61412345678',
      zone,
    );
    expect(items.map((i) => i.id)).toEqual(['new', 'proven', 'old']);
    expect(items[0]).toMatchObject({
      stateLabel: 'Reserved',
      deposit: '$200 deposit',
      holdEnds: 'Saturday 5 December 2026 at 1:00 pm',
      made: '3 December 2026',
    });
    expect(items[2]).toMatchObject({ stateLabel: 'Hold ended', holdEnds: null });
  });

  it('gives a hold without a deposit no deposit line', () => {
    const [item] = myReservations([reservation({ depositCents: 0 })], '0412345678', zone);
    expect(item?.deposit).toBeNull();
  });

  it('finds nothing for an empty number', () => {
    expect(myReservations([reservation({ contact: { phone: '' } })], '', zone)).toEqual([]);
  });
});

const lead = (over: Partial<Parameters<typeof myEnquiries>[0][number]>) => ({
  id: 'l1',
  form: 'test-drive',
  category: 'Vehicle Enquiry',
  subcategory: 'Book a Test Drive',
  carId: 7,
  values: { phone: '0412 345 678' },
  vehicle: { name: '2022 Toyota RAV4 GX' },
  createdAt: new Date('2026-12-02T01:00:00Z'),
  ...over,
});

describe('myEnquiries', () => {
  it("lists the signed-in number's enquiries, newest first, without a reservation's own lead", () => {
    const items = myEnquiries(
      [
        lead({ id: 'drive' }),
        lead({ id: 'reserve', form: 'reserve', subcategory: 'Reserve Online' }),
        lead({ id: 'theirs', values: { phone: '0498 765 432' } }),
        lead({
          id: 'general',
          form: 'general-enquiry',
          category: 'Sales Enquiry',
          subcategory: 'Submit an enquiry',
          carId: null,
          vehicle: null,
          createdAt: new Date('2026-12-03T01:00:00Z'),
        }),
      ],
      '+61 412 345 678',
      zone,
    );
    expect(items).toEqual([
      { id: 'general', kind: 'Sales Enquiry', carId: null, carName: null, made: '3 December 2026' },
      {
        id: 'drive',
        kind: 'Book a Test Drive',
        carId: 7,
        carName: '2022 Toyota RAV4 GX',
        made: '2 December 2026',
      },
    ]);
  });

  it('finds nothing for an empty number, even among leads without one', () => {
    expect(myEnquiries([lead({ values: {} })], '', zone)).toEqual([]);
  });
});
