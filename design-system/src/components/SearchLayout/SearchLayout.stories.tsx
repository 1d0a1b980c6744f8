import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '../Text/Text';
import { VehicleCard } from '../VehicleCard/VehicleCard';
import { ResultsGrid, SearchLayout } from './SearchLayout';

const meta = {
  title: 'Search/SearchLayout',
  component: SearchLayout,
  args: {
    filtersLabel: 'Filter cars',
    filters: <Text>Filters go here</Text>,
    toolbar: <Text weight="strong">1,254 cars</Text>,
    children: (
      <ResultsGrid label="Cars">
        {['2022 Mazda CX-5 Maxx Sport', '2021 Ford Ranger XLT', '2023 Kia Sportage SX'].map(
          (title, i) => (
            <li key={title}>
              <VehicleCard
                href="#"
                title={title}
                image={null}
                price={{ amount: 30990 + i * 4000, qualifier: 'Drive Away' }}
                inStock
                quickEnquiryHref="#"
                facts={['45,000 km', 'Automatic']}
              />
            </li>
          ),
        )}
      </ResultsGrid>
    ),
  },
} satisfies Meta<typeof SearchLayout>;
export default meta;
export const WithResults: StoryObj<typeof meta> = {};
