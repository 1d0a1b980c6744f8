'use client';

import { useId, useState } from 'react';
import { useRefinementList } from 'react-instantsearch';
import { Button, FacetList, FacetSection, MakeFilterCard, Text } from '@dealer/design-system';
import { MAKE_LOGO_SIZE } from '../../../media/make-logo';
import {
  makeLayout,
  makeLogoPath,
  modelsOfMake,
  modelsOutsideSelectedMakes,
} from '../../search/make-sections';
import { type FacetDefinition } from '../../search/search-state';

export interface MakeFacetProps {
  facet: FacetDefinition;
  /** the model facet a selected make opens to (its limit: spec §9 model list 30) */
  modelFacet: FacetDefinition;
  /** spec §2/§9 'Popular Makes': the site's list, else the makes with most stock */
  popularMakes: readonly string[];
  /** spec §9: makes shown before 'Show all makes' */
  visibleMakes: number;
  /** the site's models of each make */
  makeModels: Readonly<Record<string, readonly string[]>>;
}

const listStyle = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.5rem' };

/**
 * spec §2 make filter cards: a card with a logo per make; a selected make expands to its models
 * (up to 30); with many makes, 'Popular Makes' and, behind 'Show all makes', 'All Makes'.
 */
export function MakeFacet({
  facet,
  modelFacet,
  popularMakes,
  visibleMakes,
  makeModels,
}: MakeFacetProps) {
  const makes = useRefinementList({
    attribute: facet.attribute,
    limit: 100,
    sortBy: ['count:desc', 'name:asc'],
  });
  const models = useRefinementList({
    attribute: modelFacet.attribute,
    limit: 100,
    sortBy: ['isRefined', 'count:desc', 'name:asc'],
  });
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  if (makes.items.length === 0) return null;
  const layout = makeLayout(makes.items, popularMakes, visibleMakes, expanded);
  const selected = makes.items.filter((make) => make.isRefined).map((make) => make.value);
  const modelsOf = (make: string) =>
    modelsOfMake(make, models.items, makeModels, selected.length === 1);
  const strayModels = modelsOutsideSelectedMakes(selected, models.items, makeModels);
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
                      src: makeLogoPath(make.value),
                      width: MAKE_LOGO_SIZE,
                      height: MAKE_LOGO_SIZE,
                    }}
                    count={make.count}
                    selected={make.isRefined}
                    onToggle={() => {
                      // leaving a make leaves its models too
                      if (make.isRefined)
                        for (const model of modelsOf(make.value))
                          if (model.isRefined) models.refine(model.value);
                      makes.refine(make.value);
                    }}
                    models={modelsOf(make.value).map((model) => ({
                      value: model.value,
                      label: model.label,
                      count: model.count,
                      selected: model.isRefined,
                    }))}
                    onModelToggle={(value) => models.refine(value)}
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
        <FacetList
          label="Model"
          items={strayModels.map((model) => ({
            value: model.value,
            label: model.label,
            count: model.count,
            isRefined: model.isRefined,
          }))}
          onToggle={models.refine}
        />
      ) : null}
    </FacetSection>
  );
}
