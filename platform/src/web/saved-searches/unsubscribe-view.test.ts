import { describe, expect, it } from 'vitest';
import { UNSUBSCRIBE_INVALID_MESSAGE, unsubscribeView } from './unsubscribe-view';

const search = { name: 'Used Toyota RAV4', path: '/search/toyota/rav4', query: 'car_type=used' };

describe('unsubscribeView: what /pages/unsubscribe shows', () => {
  it('offers the Unsubscribe button (a form that posts the token) while the alerts are on', () => {
    expect(unsubscribeView(' tok ', { ...search, channel: 'email' })).toEqual({
      kind: 'confirm',
      message: 'Stop the alerts for your saved search Used Toyota RAV4?',
      token: 'tok',
      action: '/api/saved-searches/unsubscribe',
      button: 'Unsubscribe',
    });
  });

  it('confirms once the alerts are off, with the way back to the search', () => {
    expect(unsubscribeView('tok', { ...search, channel: 'none' })).toEqual({
      kind: 'done',
      message: 'You have been unsubscribed from alerts for Used Toyota RAV4.',
      searchHref: '/search/toyota/rav4?car_type=used',
    });
  });

  it('says a token that names no search is not valid, and shows the page about unsubscribing without one', () => {
    expect(unsubscribeView('made-up', null)).toEqual({
      kind: 'invalid',
      message: UNSUBSCRIBE_INVALID_MESSAGE,
    });
    expect(unsubscribeView(null, null)).toEqual({ kind: 'about' });
    expect(unsubscribeView('  ', { ...search, channel: 'sms' })).toEqual({ kind: 'about' });
  });
});
