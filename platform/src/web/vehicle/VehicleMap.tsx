import { Button, Heading, LocationMap, MapPinIcon, Stack, Text } from '@dealer/design-system';
import { type VehicleMapView } from './vehicle-view-model';

/**
 * spec §3 vdp_config.show_map_section, §2 #vehicle-map: where the car is, the map of its location
 * (the provider's interactive map on a press, where the site has one) and the way there.
 */
export function VehicleMap({ map }: { map: VehicleMapView }) {
  return (
    <section id="vehicle-map" aria-labelledby="vehicle-map-heading">
      <Stack space="small">
        <Heading level={2} id="vehicle-map-heading">
          Where to find this vehicle
        </Heading>
        <Text weight="strong">{map.name}</Text>
        <Text>{map.address}</Text>
        {map.map ? <LocationMap image={map.map.image} interactive={map.map.interactive} /> : null}
        <div>
          <Button href={map.directionsHref} variant="soft" icon={<MapPinIcon />}>
            Get Directions
          </Button>
        </div>
      </Stack>
    </section>
  );
}
