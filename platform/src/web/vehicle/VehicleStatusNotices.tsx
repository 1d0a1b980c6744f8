import { SoldNotice, Tag } from '@dealer/design-system';

// Each notice fills one place among the page's details (nothing where it does not apply), so
// the details keep their order and positions whether or not a notice shows.

/** A sold car's notice, with where its visitor can look next. */
export function VehicleSoldNotice({ links }: { links: { label: string; href: string }[] | null }) {
  if (!links) return null;
  return (
    <SoldNotice
      title="This vehicle has been sold"
      message="It found a new home, but we have plenty more like it."
      links={links}
    />
  );
}

/** e.g. 'Toyota Certified Pre-Owned', where the car shows the badge. */
export function VehicleCertifiedTag({ badge }: { badge: string | null }) {
  if (!badge) return null;
  return (
    <div>
      <Tag tone="positive">{badge}</Tag>
    </div>
  );
}
