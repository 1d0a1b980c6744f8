import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CheckIcon } from '../../icons';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Badge, Tag, tagEmphases, tagShapes, tagSizes, tagTones } from './Tag';

const meta = {
  title: 'Feedback/Tag',
  component: Tag,
  tags: ['autodocs'],
  args: { children: 'Reserved' },
  argTypes: {
    tone: { control: 'select', options: tagTones },
    size: { control: 'inline-radio', options: tagSizes },
    emphasis: { control: 'inline-radio', options: tagEmphases },
    shape: { control: 'inline-radio', options: tagShapes },
  },
} satisfies Meta<typeof Tag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Reserved')).toHaveAttribute(
      'data-tone',
      'neutral',
    );
  },
};

/** Every tone in both emphases and sizes: the colour pairs the a11y check verifies. */
export const Tones: Story = {
  render: (args) => (
    <Stack space="small">
      {tagEmphases.map((emphasis) =>
        tagSizes.map((size) => (
          <Inline key={`${emphasis}-${size}`} space="xsmall">
            {tagTones.map((tone) => (
              <Tag key={tone} {...args} tone={tone} emphasis={emphasis} size={size}>
                {tone}
              </Tag>
            ))}
          </Inline>
        )),
      )}
    </Stack>
  ),
};
export const TonesToyota: Story = { ...Tones, globals: { brand: 'toyota' } };
export const TonesCaravan: Story = { ...Tones, globals: { brand: 'caravan' } };

/** The labels of spec §4 tag precedence, as a card shows them. */
export const CardTags: Story = {
  render: () => (
    <Inline space="xsmall">
      <Tag tone="info">Hybrid</Tag>
      <Tag tone="caution">Reserved</Tag>
      <Tag tone="accent">COMING SOON</Tag>
      <Tag tone="positive" icon={<CheckIcon size={14} />}>
        Certified
      </Tag>
      <Tag tone="critical" emphasis="solid">
        JUST SOLD
      </Tag>
      <Tag tone="accent" emphasis="solid" size="small">
        New
      </Tag>
    </Inline>
  ),
};

export const Badges: Story = {
  render: () => (
    <Inline space="xsmall">
      <Badge tone="accent">3</Badge>
      <Badge tone="critical">SOLD</Badge>
      <Badge tone="neutral" size="small">
        12 photos
      </Badge>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('SOLD')).toHaveAttribute('data-tone', 'critical');
  },
};

export const LongText: Story = {
  args: { children: 'Eligible for the extended five-year factory warranty', tone: 'info' },
};
