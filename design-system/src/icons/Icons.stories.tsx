import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentType } from 'react';
import * as icons from '.';
import { Inline } from '../components/Inline/Inline';
import { Text } from '../components/Text/Text';

const meta = { title: 'Foundations/Icons' } satisfies Meta;
export default meta;

export const All: StoryObj = {
  render: () => (
    <Inline space="large">
      {Object.entries(icons)
        .filter(([, value]) => typeof value === 'function')
        .map(([name, Icon]) => {
          const Component = Icon as ComponentType<icons.IconProps>;
          return (
            <div key={name} style={{ display: 'grid', justifyItems: 'center', gap: 4, width: 96 }}>
              <Component size={28} />
              <Text size="xsmall" tone="muted">
                {name.replace(/Icon$/, '')}
              </Text>
            </div>
          );
        })}
    </Inline>
  ),
};
