import { type Site } from '@dealer/site-config';
import { type Car } from '../../domain/entities';
import { leadFormPropsFor } from '../leads/lead-form-props';
import { VehicleChatButton } from './VehicleChatButton';
import { LazyLeadFormDialog } from './client/LazyLeadFormDialog';
import { type VehicleEnquiryForm, vehicleEnquiryLabels } from './vehicle-forms';

export { type VehicleEnquiryForm } from './vehicle-forms';

export interface VehicleEnquiryActionsProps {
  site: Site;
  car: Pick<Car, 'id' | 'name' | 'carType' | 'tag' | 'locationId'> &
    Partial<Pick<Car, 'stocknum' | 'slug'>>;
  /** the forms offered, the first as the main button */
  forms: readonly VehicleEnquiryForm[];
  /** the form a link asked to open on arrival */
  openForm: VehicleEnquiryForm | null;
  /** starting answers, e.g. the car's price as the finance budget */
  defaultValues?: Record<string, unknown>;
  /** the first button opens its form when the address ends in this #hash */
  hash?: string | null;
  fullWidth?: boolean;
}

/** spec §2 'Modal forms' of a vehicle page: each a button that opens its form in a dialog. */
export async function VehicleEnquiryActions({
  site,
  car,
  forms,
  openForm,
  defaultValues,
  hash = 'enquire',
  fullWidth = true,
}: VehicleEnquiryActionsProps) {
  const props = await leadFormPropsFor(site, car);
  const dialog = (form: VehicleEnquiryForm, index: number, open = false) => (
    <LazyLeadFormDialog
      key={form}
      form={form === 'chat' ? 'enquiry' : form}
      triggerLabel={vehicleEnquiryLabels[form]}
      title={vehicleEnquiryLabels[form]}
      car={{
        id: car.id,
        name: car.name,
        carType: car.carType,
        tag: car.tag,
        ...(car.slug ? { href: `/cars/${encodeURIComponent(car.slug)}` } : {}),
      }}
      steps={form !== 'chat' && form !== 'enquiry' ? false : site.forms.multiStepEnquiry}
      options={props.options}
      dealerships={props.dealerships}
      appointments={props.appointments}
      triggerVariant={index === 0 ? 'solid' : 'ghost'}
      triggerFullWidth={fullWidth}
      defaultValues={defaultValues}
      defaultOpen={open || openForm === form || (openForm === 'enquiry' && form === 'chat')}
      openOnHash={index === 0 && hash ? hash : undefined}
      pageId="vehicle"
    />
  );
  return (
    <>
      {forms.map((form, index) =>
        form === 'chat' ? (
          <VehicleChatButton
            key="chat"
            site={site}
            car={car}
            primary={index === 0}
            fullWidth={fullWidth}
            fallback={dialog('chat', index, true)}
          >
            {dialog('chat', index)}
          </VehicleChatButton>
        ) : (
          dialog(form, index)
        ),
      )}
    </>
  );
}
