'use client';

import { useEffect, useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import {
  Box,
  Form,
  Heading,
  Link,
  PostcodeField,
  Stack,
  SubmitButton,
  Text,
} from '@dealer/design-system';
import { loadVisitorDetails } from '../../leads/visitor-storage';
import {
  distanceAwayLabel,
  findNearestLocations,
  locationDetailsHref,
  type NearestLocation,
  type NearestLocationType,
} from '../nearest-locations-api';

// 'Nearest location': the shopper's postcode (checked as the lead forms check it, spec §5), the
// server places it (spec §7 maps geocoding, 'Invalid postcode' when it cannot) and answers the
// site's locations nearest first, each with its distance and a link to its page.

export const FIND_NEAREST_LABEL = 'Find nearest';
export const NO_LOCATIONS_MESSAGE = 'We have no locations to show.';

interface FinderValues {
  postcode: string;
}

/** The postcode's check, loaded when the shopper reaches the finder (nearest-location-checks.ts). */
const loadChecks = () => import('./nearest-location-checks');
const finderResolver: Resolver<FinderValues> = async (values, context, options) =>
  (await loadChecks()).finderResolver(values, context, options);

export interface NearestLocationFinderProps {
  /** only locations of this type (sales, service or parts); all by default */
  type?: NearestLocationType;
  /** at most this many locations, nearest first; all by default */
  limit?: number;
  /** the level of the results' heading under the page's headings */
  headingLevel?: 2 | 3 | 4;
  'aria-label'?: string;
}

const addressLine = ({ address }: NearestLocation) =>
  [address.street, [address.city, address.state, address.postcode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');

export function NearestLocationFinder({
  type,
  limit,
  headingLevel = 2,
  'aria-label': ariaLabel = 'Find your nearest location',
}: NearestLocationFinderProps) {
  const form = useForm<FinderValues>({
    resolver: finderResolver,
    defaultValues: { postcode: '' },
    shouldFocusError: false,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [found, setFound] = useState<{ postcode: string; locations: NearestLocation[] } | null>(
    null,
  );
  const headingId = useId();

  // spec §3 the stored visitor details: the postcode the shopper gave a form before
  useEffect(() => {
    const { postcode } = loadVisitorDetails();
    if (postcode && !form.getValues('postcode')) form.setValue('postcode', postcode);
  }, [form]);

  async function find(values: FinderValues) {
    setFormError(null);
    const result = await findNearestLocations({
      postcode: values.postcode.trim(),
      ...(type ? { type } : {}),
    });
    if (result.status === 'found') {
      setFound({
        postcode: result.postcode,
        locations: limit ? result.locations.slice(0, limit) : result.locations,
      });
      return;
    }
    setFound(null);
    setFormError(result.message);
  }

  return (
    <Stack space="large">
      <Form
        form={form}
        onSubmit={find}
        formError={formError}
        errorSummary={false}
        onFocus={() => void loadChecks()}
        aria-label={ariaLabel}
      >
        <PostcodeField required />
        <div>
          <SubmitButton submittingLabel="Finding locations">{FIND_NEAREST_LABEL}</SubmitButton>
        </div>
      </Form>
      {found ? (
        <section aria-labelledby={headingId}>
          <Stack space="medium">
            <Heading level={headingLevel} id={headingId}>
              {`Nearest to ${found.postcode}`}
            </Heading>
            {found.locations.length === 0 ? (
              <Text tone="muted">{NO_LOCATIONS_MESSAGE}</Text>
            ) : (
              <Box
                as="ol"
                display="flex"
                flexDirection="column"
                gap="medium"
                padding="none"
                margin="none"
                style={{ listStyle: 'none' }}
              >
                {found.locations.map((location) => (
                  <li key={location.id}>
                    <Stack space="xsmall">
                      <Text weight="strong">{location.name}</Text>
                      <Text size="small" tone="muted">
                        {addressLine(location)}
                      </Text>
                      {location.distanceKm === null ? null : (
                        <Text size="small">{distanceAwayLabel(location.distanceKm)}</Text>
                      )}
                      <Text size="small">
                        <Link href={locationDetailsHref(location.slug)}>View Location Details</Link>
                      </Text>
                    </Stack>
                  </li>
                ))}
              </Box>
            )}
          </Stack>
        </section>
      ) : null}
    </Stack>
  );
}
