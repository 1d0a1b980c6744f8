import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { type DealerOverrides, ThemeProvider } from '../../theme';
import { Button } from '../Button/Button';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Tag } from '../Tag/Tag';
import { Text } from '../Text/Text';
import { checkSiteTheme } from '../../../../.storybook/theme-studio';
import { ThemeStudio } from './ThemeStudio';

// The theme studio beside a few of the parts it themes. In Storybook's toolbar, 'Theme studio
// open' docks the same panel beside every story, whose draft then applies to all of them.

function Draft() {
  const [draft, setDraft] = useState<DealerOverrides>({});
  return (
    <Inline space="large" alignY="top">
      <ThemeStudio brand="generic" value={draft} onChange={setDraft} checkTheme={checkSiteTheme} />
      <ThemeProvider brand="generic" overrides={draft}>
        <Stack space="small">
          <div>
            <Button>Reserve Car Now</Button>
          </div>
          <div>
            <Button variant="ghost">View Details</Button>
          </div>
          <div>
            <Tag tone="accent" emphasis="solid">
              Just Arrived
            </Tag>
          </div>
          <Text>One owner from new.</Text>
        </Stack>
      </ThemeProvider>
    </Inline>
  );
}

const meta = {
  title: 'Tools/Theme Studio',
  component: ThemeStudio,
  args: { brand: 'generic', value: {}, onChange: () => {} },
} satisfies Meta<typeof ThemeStudio>;
export default meta;
type Story = StoryObj<typeof meta>;

const backgroundOf = (element: HTMLElement) => getComputedStyle(element).backgroundColor;

/** A designer types an accent: the parts follow; a too-light one is reported, its fix offered. */
export const TuneTheAccent: Story = {
  render: () => <Draft />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reserve = canvas.getByRole('button', { name: 'Reserve Car Now' });
    await expect(backgroundOf(reserve)).toBe('rgb(29, 78, 216)');
    const accent = canvas.getByRole('textbox', { name: 'Accent colour' });

    await userEvent.clear(accent);
    await userEvent.type(accent, '#0f766e');
    await waitFor(() => expect(backgroundOf(reserve)).toBe('rgb(15, 118, 110)'));
    await expect(canvas.getByRole('status', { name: 'Contrast' })).toHaveTextContent(
      'Every pair passes WCAG 2.2 AA.',
    );

    await userEvent.clear(accent);
    await userEvent.type(accent, '#ffe066');
    await waitFor(() => expect(backgroundOf(reserve)).toBe('rgb(255, 224, 102)'));
    const report = canvas.getByRole('status', { name: 'Contrast' });
    await expect(report).toHaveTextContent('These 3 pairs fail WCAG 2.2 AA');
    await expect(report).toHaveTextContent(
      'a solid button or selected tag on the page: #ffe066 on #ffffff is 1.3:1, under 3:1',
    );

    await userEvent.click(
      canvas.getByRole('button', { name: 'Use #a18d40, the nearest shade that passes' }),
    );
    await waitFor(() => expect(backgroundOf(reserve)).toBe('rgb(161, 141, 64)'));
    await expect(accent).toHaveValue('#a18d40');
    await expect(canvas.getByRole('status', { name: 'Contrast' })).toHaveTextContent(
      'Every pair passes WCAG 2.2 AA.',
    );
  },
};

/** A colour that is not one yet is said so, and the draft keeps the last colour. */
export const AColourBeingTyped: Story = {
  render: () => <Draft />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const accent = canvas.getByRole('textbox', { name: 'Accent colour' });
    await userEvent.clear(accent);
    await userEvent.type(accent, '#0f7');
    await userEvent.type(accent, '6');
    await expect(accent).toHaveAttribute('aria-invalid', 'true');
    await expect(accent).toHaveAccessibleDescription('Type a colour like #0f766e.');
    // the last whole colour typed (#0f7) stays the draft's
    const reserve = canvas.getByRole('button', { name: 'Reserve Car Now' });
    await waitFor(() => expect(backgroundOf(reserve)).toBe('rgb(0, 255, 119)'));
  },
};

/** The draft in Storybook's globals reaches a story that knows nothing of the studio: a button… */
export const AButtonInTheDraft: Story = {
  globals: { dealerAccent: '0f766e' },
  render: () => <Button>Reserve Car Now</Button>,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Reserve Car Now' });
    await expect(backgroundOf(button)).toBe('rgb(15, 118, 110)');
  },
};

/** …and a tag, in another story, from the same draft. */
export const ATagInTheDraft: Story = {
  globals: { dealerAccent: '0f766e', dealerRadius: 'none' },
  render: () => (
    <Tag tone="accent" emphasis="solid">
      Just Arrived
    </Tag>
  ),
  play: async ({ canvasElement }) => {
    const tag = within(canvasElement).getByText('Just Arrived');
    await expect(backgroundOf(tag)).toBe('rgb(15, 118, 110)');
    await expect(getComputedStyle(tag).borderTopLeftRadius).toBe('0px');
  },
};

/** 'Export' writes the site config's theme, checked as the site config checks it; 'Import' loads one. */
export const HandOver: Story = {
  render: () => <Draft />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const accent = canvas.getByRole('textbox', { name: 'Accent colour' });
    await userEvent.clear(accent);
    await userEvent.type(accent, '#0f766e');
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    const exported = canvas.getByRole('textbox', { name: 'The site config’s theme' });
    await expect(JSON.parse((exported as HTMLTextAreaElement).value)).toEqual({
      brand: 'generic',
      accentColour: '#0f766e',
      textColour: null,
      surfaceColour: null,
      radius: null,
      font: null,
      density: null,
      logoUrl: null,
    });
    await expect(canvas.getByRole('link', { name: 'Download theme.json' })).toHaveAttribute(
      'download',
      'theme.json',
    );

    // a draft the site config would refuse is not exported: its problem is named
    await userEvent.clear(accent);
    await userEvent.type(accent, '#ffe066');
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'theme.accentColour: a solid button or selected tag on the page: #ffe066 on #ffffff is 1.3:1, under 3:1',
    );
    await expect(canvas.queryByRole('link', { name: 'Download theme.json' })).toBeNull();

    // a site's theme imported: the draft and every part take it
    const imported = canvas.getByRole('textbox', { name: 'A site’s theme to import (JSON)' });
    await userEvent.click(imported);
    await userEvent.paste('{"brand":"generic","accentColour":"#7c3aed","radius":"none"}');
    await userEvent.click(canvas.getByRole('button', { name: 'Import' }));
    await expect(accent).toHaveValue('#7c3aed');
    const reserve = canvas.getByRole('button', { name: 'Reserve Car Now' });
    await waitFor(() => expect(backgroundOf(reserve)).toBe('rgb(124, 58, 237)'));

    // one the site config refuses names the field
    await userEvent.clear(imported);
    await userEvent.paste('{"brand":"generic","accentColour":"purple"}');
    await userEvent.click(canvas.getByRole('button', { name: 'Import' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'That theme cannot be imported:theme.accentColour:',
    );
    await expect(accent).toHaveValue('#7c3aed');
  },
};

/** The text and page colours and the density: a grey too light is reported and fixed. */
export const TextPageAndDensity: Story = {
  render: () => <Draft />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const words = canvas.getByText('One owner from new.');
    const text = canvas.getByRole('textbox', { name: 'Text colour' });
    await userEvent.clear(text);
    await userEvent.type(text, '#8a8f98');
    await waitFor(() => expect(getComputedStyle(words).color).toBe('rgb(138, 143, 152)'));
    const report = canvas.getByRole('status', { name: 'Contrast' });
    await expect(report).toHaveTextContent('These 6 pairs fail WCAG 2.2 AA');
    await expect(report).toHaveTextContent(
      'text on the page: #8a8f98 on #ffffff is 3.25:1, under 4.5:1',
    );
    await userEvent.click(
      canvas.getByRole('button', {
        name: 'Use #323337 for the text, the nearest shade that passes',
      }),
    );
    await expect(text).toHaveValue('#323337');
    await expect(report).toHaveTextContent('Every pair passes WCAG 2.2 AA.');

    const page = canvas.getByRole('textbox', { name: 'Page colour' });
    await userEvent.clear(page);
    await userEvent.type(page, '#fdf6ec');
    const stack = words.parentElement!;
    await waitFor(() =>
      expect(getComputedStyle(stack.closest('[data-brand]')!).backgroundColor).toBe(
        'rgb(253, 246, 236)',
      ),
    );
    // the muted text made from that grey is too light for the cream page's sunken panels
    await expect(report).toHaveTextContent(
      'This pair fails WCAG 2.2 AA:muted text on a sunken panel: #707073 on #f3ece3 is 4.21:1, under 4.5:1',
    );
    await userEvent.click(
      canvas.getByRole('button', {
        name: 'Use #2c2c30 for the text, the nearest shade that passes',
      }),
    );
    await expect(report).toHaveTextContent('Every pair passes WCAG 2.2 AA.');

    const gap = () => getComputedStyle(stack).rowGap;
    await expect(gap()).toBe('12px');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Density' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Compact' }));
    await waitFor(() => expect(gap()).toBe('9.6px'));
  },
};

/** A dark page the brand's own text cannot be read on: the page colour is named. */
export const ADarkPage: Story = {
  render: () => <Draft />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = canvas.getByRole('textbox', { name: 'Page colour' });
    await userEvent.clear(page);
    await userEvent.type(page, '#1f2937');
    await expect(canvas.getByRole('status', { name: 'Contrast' })).toHaveTextContent(
      'text on the page: #111827 on #1f2937',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('theme.surfaceColour: ');
    // back to a light page: every pair passes again
    await userEvent.clear(page);
    await userEvent.type(page, '#f8fafc');
    await expect(canvas.getByRole('status', { name: 'Contrast' })).toHaveTextContent(
      'Every pair passes WCAG 2.2 AA.',
    );
  },
};

/** The draft's text, page and density in globals reach a story that knows nothing of the studio. */
export const TextInTheDraft: Story = {
  globals: { dealerText: '1c1917', dealerSurface: 'fdf6ec', dealerDensity: 'spacious' },
  render: () => (
    <Stack space="medium">
      <Text>One owner from new.</Text>
      <Text>Full service history.</Text>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const words = within(canvasElement).getByText('One owner from new.');
    await expect(getComputedStyle(words).color).toBe('rgb(28, 25, 23)');
    await expect(getComputedStyle(words.parentElement!).rowGap).toBe('19.2px');
    await expect(getComputedStyle(words.closest('[data-brand]')!).backgroundColor).toBe(
      'rgb(253, 246, 236)',
    );
  },
};
