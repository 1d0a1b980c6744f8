import {
  Button,
  Container,
  Heading,
  Image,
  Inline,
  ModelCard,
  OfferGrid,
  ServiceAdvantagePanel,
  type ServiceAdvantagePanelProps,
  Stack,
  Text,
} from '@dealer/design-system';
import { type Site } from '@dealer/site-config';
import { formatAud } from '@dealer/design-system/format';
import {
  carsOfModel,
  type Model,
  modelAccessoriesHref,
  modelBadge,
  modelBodyCategories,
  modelBodyCategoryOf,
  modelBodySlug,
  modelPageHref,
  modelsOfBody,
  modelStockHref,
} from '../../domain/models';
import { serviceAdvantageFor } from '../../domain/service-advantage';
import { appRuntime } from '../../runtime';
import { modelCardProps } from './model-views';
import { serviceAdvantagePanelProps } from './service-advantage-view';
import { LeadFormPage } from '../leads/LeadFormPage';

// spec §2 the model range of a franchise site: /models?body={body} (model cards with 'View
// Accessories'), a model's page /{model slug} (hero, highlights, the Service Advantage of that
// model, its stock at this dealer and an enquiry) and /{model slug}/accessories.

/** spec §9 the Service Advantage panel of a model, on a site that offers it. */
export function modelServiceAdvantage(site: Site, model: Model): ServiceAdvantagePanelProps | null {
  if (!site.features.serviceAdvantage || model.status !== 'on_sale') return null;
  return { ...serviceAdvantagePanelProps(serviceAdvantageFor(model.name), site), headingLevel: 2 };
}

/** How many of the model's cars the site shows now. */
async function stockCountOf(site: Site, model: Model): Promise<number> {
  const store = await appRuntime().store();
  return carsOfModel(await store.stock.listVisibleCars(site, new Date()), model).length;
}

/** spec §2 /models?body={body}: the range's model cards, by body category. */
export function ModelsPage({
  site,
  models,
  body,
}: {
  site: Site;
  models: readonly Model[];
  body: string | null;
}) {
  const category = body ? modelBodyCategoryOf(body) : null;
  const listed = modelsOfBody(models, category) ?? [];
  const heading = category ? `${site.manufacturer} ${category}` : `New ${site.manufacturer} Range`;
  return (
    <Container>
      <Stack space="large">
        <Stack space="small">
          <Heading level={1}>{heading}</Heading>
          <Text tone="muted">
            Explore the range, see the cars we have in stock and book a test drive.
          </Text>
        </Stack>
        <nav aria-label="Body types">
          <Inline space="small">
            <Button href="/models" size="small" variant={category ? 'ghost' : 'solid'}>
              All models
            </Button>
            {modelBodyCategories
              .filter((c) => modelsOfBody(models, c)?.length)
              .map((c) => (
                <Button
                  key={c}
                  href={`/models?body=${modelBodySlug(c)}`}
                  size="small"
                  variant={c === category ? 'solid' : 'ghost'}
                >
                  {c}
                </Button>
              ))}
          </Inline>
        </nav>
        {/* the offer pages' card grid: as many cards to a row as fit */}
        <OfferGrid aria-label="Models">
          {listed.map((model) => (
            <ModelCard key={model.slug} {...modelCardProps(model)} headingLevel={2} />
          ))}
        </OfferGrid>
      </Stack>
    </Container>
  );
}

/** spec §2 /{model slug}: the model's page with its enquiry. */
export async function ModelPage({ site, model }: { site: Site; model: Model }) {
  const badge = modelBadge(model);
  const stockHref = modelStockHref(model);
  const inStock = stockHref ? await stockCountOf(site, model) : 0;
  const serviceAdvantage = modelServiceAdvantage(site, model);
  return (
    <LeadFormPage
      site={site}
      page="contact-us"
      heading={`${model.manufacturer} ${model.name}`}
      intro={model.tagline}
    >
      <Stack space="large">
        {model.imageUrl ? (
          <Image
            src={model.imageUrl}
            alt=""
            width={600}
            height={400}
            slot="offer"
            priority
            style={{ width: '100%', maxWidth: '36rem', height: 'auto' }}
          />
        ) : null}
        <Inline space="small">
          {badge ? <Text weight="strong">{badge}</Text> : null}
          {model.fromPrice ? (
            <Text>{`From ${formatAud(model.fromPrice)} manufacturer’s list price`}</Text>
          ) : null}
        </Inline>
        <section aria-labelledby="model-highlights">
          <Stack space="small">
            <Heading level={2} id="model-highlights">
              Highlights
            </Heading>
            <ul>
              {model.highlights.map((highlight) => (
                <li key={highlight}>
                  <Text as="span">{highlight}</Text>
                </li>
              ))}
            </ul>
          </Stack>
        </section>
        <section aria-labelledby="model-stock">
          <Stack space="small">
            <Heading level={2} id="model-stock">
              {`Our ${model.name} stock`}
            </Heading>
            {stockHref ? (
              <>
                <Text>
                  {inStock > 0
                    ? `${inStock} ${model.name} ${inStock === 1 ? 'vehicle' : 'vehicles'} in stock at ${site.name}.`
                    : `No ${model.name} in stock right now: ask us and we will find one for you.`}
                </Text>
                <Inline space="small">
                  <Button href={stockHref}>{`Our Stock of ${model.name}`}</Button>
                  <Button href={modelAccessoriesHref(model)} variant="ghost">
                    View Accessories
                  </Button>
                </Inline>
              </>
            ) : (
              <Text>{`The ${model.name} is coming soon. Enquire below to hear first when it arrives.`}</Text>
            )}
          </Stack>
        </section>
        {serviceAdvantage ? <ServiceAdvantagePanel {...serviceAdvantage} /> : null}
      </Stack>
    </LeadFormPage>
  );
}

/** spec §2 /{model slug}/accessories: the model's genuine accessories, through the parts team. */
export function ModelAccessoriesPage({ site, model }: { site: Site; model: Model }) {
  return (
    <LeadFormPage
      site={site}
      page="vehicle-parts-and-accessories"
      heading={`${model.manufacturer} ${model.name} Accessories`}
      intro={`Genuine ${model.manufacturer} accessories for your ${model.name}, fitted by our team. Tell us what you are after and we will come back to you with prices.`}
    >
      <Inline space="small">
        <Button href={modelPageHref(model)} variant="ghost">
          {`Back to the ${model.name}`}
        </Button>
      </Inline>
    </LeadFormPage>
  );
}
