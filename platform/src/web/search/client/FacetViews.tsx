'use client';

import { useEffect, useId, useRef, useState } from 'react';
import {
  Button,
  FacetList,
  FacetSection,
  FacetTiles,
  MakeFilterCard,
  RangeSlider,
  Select,
  Switch,
  Text,
} from '@dealer/design-system';
import { MAKE_LOGO_SIZE } from '../../../media/make-logo';
import {
  makeLayout,
  makeLogoHref,
  modelsOfMake,
  modelsOutsideSelectedMakes,
} from '../make-sections';
import { type FacetDefinition } from '../../../search/address/search-state';
import {
  type FacetValue,
  sliderRefinement,
  toggledValue,
  withRange,
  withRangeHighestFirst,
  withToggle,
} from '../search-view';
import { selectFacetOptions, SELECT_ANY } from '../select-facet';
import { rangeValueFormats } from './range-value-formats';
import { type SearchActions } from './search-actions';

// The search filters, drawn from a SearchView's plain data: the same on the server's page and
// after the browser's search has started, so nothing moves when it does.

/** Facets open when the page opens (spec §4 collapsible filter sections). */
const openFacets = new Set(['make', 'model', 'body', 'car_type']);

export function ListFacetView({
  facet,
  values,
  actions,
}: {
  facet: FacetDefinition;
  values: readonly FacetValue[];
  actions: SearchActions;
}) {
  if (values.length === 0) return null;
  const toggle = (value: string) =>
    actions.change((state) => toggledValue(state, facet.attribute, value));
  return (
    <FacetSection
      title={facet.label}
      defaultOpen={openFacets.has(facet.attribute) || values.some((v) => v.isRefined)}
    >
      {facet.tiles ? (
        <FacetTiles
          label={facet.label}
          items={values.map((v) => ({
            ...v,
            image: {
              src: `/media/body/${encodeURIComponent(v.value)}.svg`,
              width: 800,
              height: 600,
            },
          }))}
          onToggle={toggle}
        />
      ) : (
        <FacetList label={facet.label} items={values} onToggle={toggle} limit={facet.limit ?? 8} />
      )}
    </FacetSection>
  );
}

const listStyle = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.5rem' };

/**
 * spec §2 make filter cards: a card with a logo per make; a selected make expands to its models
 * (up to 30); with many makes, 'Popular Makes' and, behind 'Show all makes', 'All Makes'.
 */
export function MakeFacetView({
  facet,
  modelFacet,
  makes,
  models,
  popularMakes,
  visibleMakes,
  makeModels,
  makeLogos,
  actions,
}: {
  facet: FacetDefinition;
  /** the model facet a selected make opens to (its limit: spec §9 model list 30) */
  modelFacet: FacetDefinition;
  makes: readonly FacetValue[];
  models: readonly FacetValue[];
  /** spec §2/§9 'Popular Makes': the site's list, else the makes with most stock */
  popularMakes: readonly string[];
  /** spec §9: makes shown before 'Show all makes' */
  visibleMakes: number;
  /** the site's models of each make */
  makeModels: Readonly<Record<string, readonly string[]>>;
  /** the site's configured make logos (spec §3 Manufacturer), by make name in lower case */
  makeLogos?: Readonly<Record<string, string>>;
  actions: SearchActions;
}) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  if (makes.length === 0) return null;
  const layout = makeLayout(makes, popularMakes, visibleMakes, expanded);
  const selected = makes.filter((make) => make.isRefined).map((make) => make.value);
  const modelsOf = (make: string) => modelsOfMake(make, models, makeModels, selected.length === 1);
  const strayModels = modelsOutsideSelectedMakes(selected, models, makeModels);
  const toggleModel = (value: string) =>
    actions.change((state) => toggledValue(state, modelFacet.attribute, value));
  return (
    <FacetSection title={facet.label}>
      <div
        role="group"
        aria-label={facet.label}
        id={id}
        style={{ display: 'grid', gap: '0.75rem' }}
      >
        {layout.sections.map((section) => (
          <div key={section.title ?? 'makes'} style={{ display: 'grid', gap: '0.5rem' }}>
            {section.title ? (
              <Text size="small" weight="strong" as="p">
                {section.title}
              </Text>
            ) : null}
            <ul style={listStyle}>
              {section.items.map((make) => (
                <li key={make.value}>
                  <MakeFilterCard
                    name={make.label}
                    logo={{
                      src: makeLogoHref(make.value, makeLogos),
                      width: MAKE_LOGO_SIZE,
                      height: MAKE_LOGO_SIZE,
                    }}
                    count={make.count}
                    selected={make.isRefined}
                    onToggle={() =>
                      actions.change((state) => {
                        // leaving a make leaves its models too
                        let next = state;
                        if (make.isRefined)
                          for (const model of modelsOf(make.value))
                            if (model.isRefined)
                              next = toggledValue(next, modelFacet.attribute, model.value);
                        return toggledValue(next, facet.attribute, make.value);
                      })
                    }
                    models={modelsOf(make.value).map((model) => ({
                      value: model.value,
                      label: model.label,
                      count: model.count,
                      selected: model.isRefined,
                    }))}
                    onModelToggle={toggleModel}
                    modelLimit={modelFacet.limit}
                  />
                </li>
              ))}
            </ul>
          </div>
        ))}
        {layout.toggle ? (
          <Button
            variant="ghost"
            size="small"
            aria-expanded={expanded}
            aria-controls={id}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? 'Hide extra makes' : 'Show all makes'}
          </Button>
        ) : null}
      </div>
      {strayModels.length > 0 ? (
        <FacetList label="Model" items={strayModels} onToggle={toggleModel} />
      ) : null}
    </FacetSection>
  );
}

export function RangeFacetView({
  facet,
  bounds,
  current,
  highestFirst = null,
  actions,
}: {
  facet: FacetDefinition;
  bounds: readonly [number, number] | null;
  current: { min?: number; max?: number } | undefined;
  /**
   * spec §2 the price slider's button that searches its range sorted highest first: its label
   * and the site's default sort (see highestFirstButtonLabel); null for no button
   */
  highestFirst?: { label: string; defaultSort: string } | null;
  actions: SearchActions;
}) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // the range the shopper let go at, while its debounced search waits
  const pending = useRef<[number, number] | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  if (!bounds) return null;
  const [lower, upper] = bounds;
  const value: [number, number] = [
    current?.min !== undefined ? Math.max(lower, current.min) : lower,
    current?.max !== undefined ? Math.min(upper, current.max) : upper,
  ];
  const format = rangeValueFormats[facet.format ?? 'number'];
  return (
    <FacetSection title={facet.label}>
      <RangeSlider
        label={facet.label}
        bounds={[lower, upper]}
        value={value}
        step={facet.step ?? 1}
        roundTo={facet.roundTo ?? facet.step ?? 1}
        format={format}
        minLabel={`Minimum ${facet.label.toLowerCase()}`}
        maxLabel={`Maximum ${facet.label.toLowerCase()}`}
        onCommit={(range) => {
          // spec §9: slider changes are debounced 400 ms
          if (timer.current) clearTimeout(timer.current);
          pending.current = range;
          timer.current = setTimeout(() => {
            pending.current = null;
            actions.change((state) =>
              withRange(state, facet.attribute, sliderRefinement(range, bounds)),
            );
          }, 400);
        }}
      />
      {highestFirst ? (
        <Button
          variant="soft"
          size="small"
          fullWidth
          onClick={() => {
            // the range let go at a moment ago goes with the button's search, not after it
            if (timer.current) clearTimeout(timer.current);
            const range = pending.current ?? value;
            pending.current = null;
            actions.change((state) =>
              withRangeHighestFirst(
                state,
                facet.attribute,
                range,
                bounds,
                highestFirst.defaultSort,
              ),
            );
          }}
        >
          {highestFirst.label}
        </Button>
      ) : null}
    </FacetSection>
  );
}

export function ToggleFacetView({
  facet,
  on,
  available,
  busy,
  actions,
}: {
  facet: FacetDefinition;
  on: boolean;
  available: boolean;
  /** spec §2: the switch is disabled while results load */
  busy: boolean;
  actions: SearchActions;
}) {
  return (
    <Switch
      label={facet.label}
      checked={on}
      disabled={!available || busy}
      onCheckedChange={(checked) =>
        actions.change((state) => withToggle(state, facet.attribute, checked))
      }
    />
  );
}

/**
 * spec §2 'dropdown select': a facet chosen one value at a time from a dropdown, 'Any' for
 * none; the value is in the URL like any other facet's (e.g. `seats=7`).
 */
export function SelectFacetView({
  facet,
  values,
  actions,
}: {
  facet: FacetDefinition;
  values: readonly FacetValue[];
  actions: SearchActions;
}) {
  if (values.length === 0) return null;
  const { options, value } = selectFacetOptions(values, facet.valueLabel);
  return (
    <FacetSection title={facet.label}>
      <Select
        label={facet.label}
        hideLabel
        options={options}
        value={value}
        onValueChange={(chosen) =>
          actions.change((state) => {
            let next = state;
            for (const item of values)
              if (item.isRefined && item.value !== chosen)
                next = toggledValue(next, facet.attribute, item.value);
            return chosen !== SELECT_ANY && chosen !== value
              ? toggledValue(next, facet.attribute, chosen)
              : next;
          })
        }
      />
    </FacetSection>
  );
}
