import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { OpeningHours } from './OpeningHours';

const meta = {
  title: 'Dealer/OpeningHours',
  component: OpeningHours,
  tags: ['autodocs'],
  args: {
    rows: [
      { label: 'Mon-Fri', hours: '8:30 AM - 5:30 PM' },
      { label: 'Sat', hours: '8:30 AM - 4:00 PM' },
      { label: 'Sun', hours: 'Closed' },
    ],
    holidayHours: [
      { date: 'Thu 25 Dec 2025', occasion: 'Christmas Day', hours: 'Closed' },
      { date: 'Fri 26 Dec 2025', occasion: 'Boxing Day', hours: '9:00 AM - 1:00 PM' },
      { date: 'Thu 1 Jan 2026', occasion: "New Year's Day", hours: 'Closed' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OpeningHours>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The weekday rows as given ('Mon-Fri' collapsed by the caller), and the holiday dialog. */
export const WithHolidayHours: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('dl')).toHaveAccessibleName('Opening hours');
    await expect(canvas.getByText('Mon-Fri')).toBeVisible();
    await expect(canvas.getByText('8:30 AM - 5:30 PM')).toBeVisible();

    const trigger = canvas.getByRole('button', { name: 'View Holiday Hours' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Holiday Hours' });
    // visible once the dialog has faded in
    await waitFor(() => expect(within(dialog).getByText('Boxing Day')).toBeVisible());
    await expect(within(dialog).getByText('9:00 AM - 1:00 PM')).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Opened and closed with the keyboard; left open so the a11y check covers the dialog. */
export const HolidayHoursKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'View Holiday Hours' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Holiday Hours' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard(' ');
    const dialog = await screen.findByRole('dialog', { name: 'Holiday Hours' });
    await waitFor(() => expect(within(dialog).getByText('Christmas Day')).toBeVisible());
  },
};

/** No special hours: no button. */
export const NoHolidayHours: Story = {
  args: { holidayHours: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('button', { name: 'View Holiday Hours' }),
    ).toBeNull();
  },
};

/** Every day its own row, with 'By appointment only' and today's row marked. */
export const EveryDay: Story = {
  args: {
    rows: [
      { label: 'Mon', hours: '7:30 AM - 6:00 PM' },
      { label: 'Tue', hours: '7:30 AM - 6:00 PM' },
      { label: 'Wed', hours: '7:30 AM - 8:00 PM' },
      { label: 'Thu', hours: '7:30 AM - 6:00 PM' },
      { label: 'Fri', hours: '7:30 AM - 5:00 PM' },
      { label: 'Sat', hours: 'By appointment only' },
      { label: 'Sun', hours: 'Closed' },
    ],
    currentLabel: 'Wed',
  },
  play: async ({ canvasElement }) => {
    const wednesday = within(canvasElement).getByText('Wed').parentElement!;
    await expect(wednesday).toHaveAttribute('aria-current', 'date');
  },
};

/** No hours at all: nothing. */
export const Empty: Story = {
  args: { rows: [], holidayHours: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="opening-hours"]')).toBeNull();
  },
};

const statusLine = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-slot="opening-hours-status"]');

/** Open now on the location's clock, with today's hours; today's row marked. */
export const OpenNow: Story = {
  args: { openNow: true, todayHours: '8:30 AM - 5:30 PM', currentLabel: 'Mon-Fri' },
  play: async ({ canvasElement }) => {
    const status = statusLine(canvasElement)!;
    await expect(status).toHaveTextContent('Open now');
    await expect(status).toHaveTextContent('Today: 8:30 AM - 5:30 PM');
    await expect(status.querySelector('[aria-hidden="true"]')).toHaveAttribute('data-open');
    await expect(within(canvasElement).getByText('Mon-Fri').parentElement!).toHaveAttribute(
      'aria-current',
      'date',
    );
  },
};

/** A holiday with special hours 'Closed': closed now, today's occasion named. */
export const ClosedOnHoliday: Story = {
  args: {
    openNow: false,
    todayHours: 'Closed',
    todayOccasion: 'Christmas Day',
    currentLabel: 'Mon-Fri',
  },
  play: async ({ canvasElement }) => {
    const status = statusLine(canvasElement)!;
    await expect(status).toHaveTextContent('Closed now');
    await expect(status).toHaveTextContent('Today: Closed (Christmas Day)');
    await expect(status.querySelector('[aria-hidden="true"]')).not.toHaveAttribute('data-open');
    await expect(
      within(canvasElement).getByRole('button', { name: 'View Holiday Hours' }),
    ).toBeVisible();
  },
};

/** The fortnightly Saturday: 'By Appointment Only' this week, and today is that Saturday. */
export const AppointmentOnlySaturday: Story = {
  args: {
    rows: [
      { label: 'Mon-Fri', hours: '8:30 AM - 5:30 PM' },
      { label: 'Sat', hours: 'By Appointment Only' },
      { label: 'Sun', hours: 'Closed' },
    ],
    currentLabel: 'Sat',
    openNow: false,
    todayHours: 'By Appointment Only',
  },
  play: async ({ canvasElement }) => {
    const saturday = within(canvasElement).getByText('Sat').parentElement!;
    await expect(saturday).toHaveAttribute('aria-current', 'date');
    await expect(saturday).toHaveTextContent('By Appointment Only');
    await expect(statusLine(canvasElement)).toHaveTextContent(
      'Closed now Today: By Appointment Only',
    );
  },
};

/** Without an open-now answer there is no status line. */
export const NoStatus: Story = {
  play: async ({ canvasElement }) => {
    await expect(statusLine(canvasElement)).toBeNull();
  },
};

export const Toyota: Story = { globals: { brand: 'toyota' } };
export const Caravan: Story = { globals: { brand: 'caravan' } };
export const OpenNowToyota: Story = { ...OpenNow, globals: { brand: 'toyota' } };
export const OpenNowCaravan: Story = { ...OpenNow, globals: { brand: 'caravan' } };
export const ClosedOnHolidayToyota: Story = { ...ClosedOnHoliday, globals: { brand: 'toyota' } };
export const ClosedOnHolidayCaravan: Story = { ...ClosedOnHoliday, globals: { brand: 'caravan' } };
export const AppointmentOnlySaturdayToyota: Story = {
  ...AppointmentOnlySaturday,
  globals: { brand: 'toyota' },
};
export const AppointmentOnlySaturdayCaravan: Story = {
  ...AppointmentOnlySaturday,
  globals: { brand: 'caravan' },
};
