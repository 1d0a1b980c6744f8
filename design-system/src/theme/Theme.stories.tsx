import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../components/Button/Button';
import { Heading } from '../components/Heading/Heading';
import { Inline } from '../components/Inline/Inline';
import { Stack } from '../components/Stack/Stack';
import { Text } from '../components/Text/Text';
import { ThemeProvider } from './ThemeProvider';
import { brands } from './tokens';

const meta = { title: 'Foundations/Theme' } satisfies Meta;
export default meta;

function Sample({ title }: { title: string }) {
  return (
    <Stack space="small">
      <Heading level={3}>{title}</Heading>
      <Text tone="muted">2023 Toyota RAV4 GX Hybrid, 32,410 km</Text>
      <Inline space="small">
        <Button>Enquire Now</Button>
        <Button variant="ghost">Book a Test Drive</Button>
        <Button variant="soft">Save</Button>
      </Inline>
    </Stack>
  );
}

export const Brands: StoryObj = {
  render: () => (
    <Stack space="medium">
      {brands.map((brand) => (
        <ThemeProvider key={brand} brand={brand}>
          <div style={{ padding: '1.5rem' }}>
            <Sample title={`${brand} brand`} />
          </div>
        </ThemeProvider>
      ))}
    </Stack>
  ),
};

export const DealerOverrides: StoryObj = {
  render: () => (
    <Stack space="medium">
      {[
        { accentColour: '#0f766e', radius: 'large', font: 'geometric' } as const,
        { accentColour: '#fde047', radius: 'none' } as const,
        { accentColour: '#f05203', radius: 'medium', font: 'humanist' } as const,
        { accentColour: 'not-a-colour' },
      ].map((overrides) => (
        <ThemeProvider key={overrides.accentColour} brand="generic" overrides={overrides}>
          <div style={{ padding: '1.5rem' }}>
            <Sample title={`Accent ${overrides.accentColour}`} />
          </div>
        </ThemeProvider>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rootOf = (title: string) => canvas.getByText(title).closest<HTMLElement>('[data-brand]')!;
    const css = (title: string, name: string) =>
      getComputedStyle(rootOf(title)).getPropertyValue(name).trim();
    await expect(css('Accent #0f766e', '--dlr-color-brand-accent')).toBe('#0f766e');
    await expect(css('Accent #fde047', '--dlr-color-brand-accent-contrast')).toBe('#111827');
    // A light orange takes a dark label, so its hover shade stops where that label still reads.
    await expect(css('Accent #f05203', '--dlr-color-brand-accent-contrast')).toBe('#111827');
    await expect(css('Accent #f05203', '--dlr-color-brand-accent-hover')).toBe('#e44e03');
    await expect(css('Accent not-a-colour', '--dlr-color-brand-accent')).toBe('#1d4ed8');
  },
};
