import { Button, MobileStickyBar } from '@dealer/design-system';
import { VehicleStickyCta } from './client/VehicleStickyCta';
import { VehicleReserveButton } from './VehicleReserveButton';
import { type VehiclePageView } from './vehicle-view-model';

// The bars that follow the visitor down the page. Each fills one place at the page's foot
// (nothing where it does not show), as the page's own elements did.

/** The sticky call to action of a car in stock: its name, price, Reserve or Enquire Now. */
export function VehicleStickyCtaBar({ view }: { view: VehiclePageView }) {
  const { stickyCta } = view;
  const { reserve } = view.sidebar.buttons;
  if (!stickyCta) return null;
  return (
    <VehicleStickyCta
      title={stickyCta.title}
      price={stickyCta.price}
      image={stickyCta.image}
      actions={
        reserve ? (
          <VehicleReserveButton reserve={reserve} />
        ) : (
          <Button href="#enquire">Enquire Now</Button>
        )
      }
    />
  );
}

/** spec §2 mobile sticky bar: Call Now and Enquire Now on a phone, where the site shows it. */
export function VehicleMobileStickyBar({ view }: { view: VehiclePageView }) {
  const { mobileBar } = view;
  if (!mobileBar) return null;
  return (
    <MobileStickyBar>
      <Button href={mobileBar.callNow.href} variant="soft">
        {mobileBar.callNow.label}
      </Button>
      <Button href="#enquire">{mobileBar.enquire.label}</Button>
    </MobileStickyBar>
  );
}
