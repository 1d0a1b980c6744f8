import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Divider } from './Divider';

const meta = { title: 'Layout/Divider', component: Divider } satisfies Meta<typeof Divider>;
export default meta;
export const BetweenSections: StoryObj<typeof meta> = {
  render: () => (
    <Stack space="medium">
      <Text>Key information</Text>
      <Divider />
      <Text>Car summary</Text>
    </Stack>
  ),
};
