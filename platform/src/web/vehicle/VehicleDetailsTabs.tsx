import { DealerComments, FeatureList, Text, VehicleTabs } from '@dealer/design-system';
import { type VehiclePageView } from './vehicle-view-model';

/** spec §2 vehicle detail tabs: the dealer's comments, the standard texts and the features. */
export function VehicleDetailsTabs({ view }: { view: VehiclePageView }) {
  const { comments, features, tabText } = view;
  return (
    <VehicleTabs
      label="About this vehicle"
      tabs={view.detailTabs.map(({ id, label }) => ({
        id,
        label,
        content:
          label === 'Dealer Comments' ? (
            <DealerComments
              paragraphs={comments.paragraphs}
              shortParagraphs={comments.truncated ? comments.shortParagraphs : null}
              pendingText={comments.pendingText ?? undefined}
            />
          ) : label === 'Features' ? (
            <FeatureList items={features} />
          ) : (
            <Text>{tabText[label]}</Text>
          ),
      }))}
    />
  );
}
