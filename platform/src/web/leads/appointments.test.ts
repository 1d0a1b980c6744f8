import { describe, expect, it, vi } from 'vitest';
import { freeTestDriveSlots } from '../../domain/test-drive-slots';
import { handleAppointments } from './appointment-routes';
import { appointmentsHref, parseAppointmentsQuery, readBookedTimes } from './appointments';

const query = (search: string) => parseAppointmentsQuery(new URLSearchParams(search));

describe('the appointments query (spec §7)', () => {
  it.each([
    ['location_id=103&date=2030-03-14', { query: { locationId: 103, date: '2030-03-14' } }],
    ['date=2030-03-14', { field: 'location_id' }],
    ['location_id=0&date=2030-03-14', { field: 'location_id' }],
    ['location_id=-3&date=2030-03-14', { field: 'location_id' }],
    ['location_id=1e3&date=2030-03-14', { field: 'location_id' }],
    ['location_id=103', { field: 'date' }],
    ['location_id=103&date=2030-02-30', { field: 'date' }],
    ['location_id=103&date=14/03/2030', { field: 'date' }],
    ['location_id=103&date=9999-99-99', { field: 'date' }],
    ["location_id=103&date=2030-03-14' or 1=1", { field: 'date' }],
  ])('%s', (search, expected) => {
    expect(query(search)).toMatchObject(expected);
  });

  it('is the address the form asks', () => {
    expect(appointmentsHref({ locationId: 103, date: '2030-03-14' })).toBe(
      '/api/appointments?location_id=103&date=2030-03-14',
    );
  });

  it.each([
    [{ booked: ['09:00', '10:30'] }, ['09:00', '10:30']],
    [{ booked: ['09:00', 'noon', 7, '25:00'] }, ['09:00']],
    [{ booked: 'all' }, []],
    [null, []],
    ['09:00', []],
  ])('reads the booked times of %j', (body, times) => {
    expect(readBookedTimes(body)).toEqual(times);
  });

  it('leaves the booked times out of the slots', () => {
    expect(freeTestDriveSlots(['09:00', '09:30', '10:00'], ['09:30', '14:00'])).toEqual([
      '09:00',
      '10:00',
    ]);
    expect(freeTestDriveSlots(['09:00'], [])).toEqual(['09:00']);
  });
});

describe('GET /api/appointments', () => {
  const site = { slug: 'southern-cross-motors' };
  const leads = { bookedTestDriveTimes: vi.fn(async () => ['10:30']) };
  const get = (search: string) =>
    handleAppointments(
      new Request(`http://southern-cross-motors.localhost/api/appointments?${search}`),
      site,
      async () => [101, 103],
      leads,
    );

  it('answers the times booked at one of the site’s locations, never cached', async () => {
    const response = await get('location_id=103&date=2030-03-14');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      location_id: 103,
      date: '2030-03-14',
      booked: ['10:30'],
    });
    expect(leads.bookedTestDriveTimes).toHaveBeenCalledWith(
      'southern-cross-motors',
      103,
      '2030-03-14',
    );
  });

  it('answers 404 for a location the site does not show, and 400 with the field for a bad query', async () => {
    const other = await get('location_id=999&date=2030-03-14');
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ code: 'unknown_location' });
    const bad = await get('location_id=103&date=soon');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      message: 'Please choose a valid date.',
      code: 'invalid_date',
      fields: { date: 'Please choose a valid date.' },
    });
  });
});
