'use client';

import { NavigationMenu as NavigationMenuPrimitive } from 'radix-ui';
import { type ReactNode } from 'react';
import { button } from '../Button/Button.css';
import { Image } from '../Image/Image';
import { Link } from '../Link/Link';
import { Tag } from '../Tag/Tag';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import {
  groupModelsByCategory,
  type MenuModel,
  modelMenuBadge,
  type ModelStatus,
  showsOurStock,
} from './models';
import { NavigationMenuGrid, NavigationMenuGroup } from './NavigationMenu';
import * as styles from './ModelMenu.css';

// The model mega-menu of spec §2: model cards grouped by body category, each with 'Explore' and
// 'Our Stock' links. For use inside a NavigationMenuContent.

export interface ModelMenuCardProps {
  name: string;
  status?: ModelStatus;
  /** a picture of the model; decorative, the card shows the name */
  image?: { src: string; width?: number; height?: number };
  /** the model page */
  exploreHref: string;
  /** the stock search for the model (left out while the model is coming soon) */
  stockHref?: string;
  /** 'View Accessories' */
  accessoriesHref?: string;
  /** the badge when the range says which (null: none); by default from the status */
  badge?: 'Upcoming' | 'All-New' | null;
}

function CardLink({
  href,
  variant,
  children,
}: {
  href: string;
  variant: 'solid' | 'ghost' | 'transparent';
  children: ReactNode;
}) {
  return (
    <NavigationMenuPrimitive.Link asChild data-slot="navigation-menu-link">
      <Link href={href} className={button({ variant, size: 'small' })}>
        {children}
      </Link>
    </NavigationMenuPrimitive.Link>
  );
}

/** One model: picture, name, 'Upcoming' or 'All-New', and its links. Renders an `<li>`. */
export function ModelMenuCard({
  name,
  status,
  image,
  exploreHref,
  stockHref,
  accessoriesHref,
  badge: givenBadge,
}: ModelMenuCardProps) {
  const badge = givenBadge === undefined ? modelMenuBadge(status) : givenBadge;
  return (
    <li className={styles.card} data-slot="model-menu-card" data-status={status ?? undefined}>
      {image?.width && image.height ? (
        <Image
          src={image.src}
          width={image.width}
          height={image.height}
          alt=""
          slot="model"
          className={styles.image}
        />
      ) : image ? (
        // a picture of unknown size is shown as it is
        <img src={image.src} alt="" loading="lazy" className={styles.image} />
      ) : (
        <span className={styles.image} aria-hidden="true" />
      )}
      <span className={styles.heading}>
        <span className={styles.name}>{name}</span>
        {badge ? (
          <Tag size="small" tone={badge === 'Upcoming' ? 'info' : 'accent'}>
            {badge}
          </Tag>
        ) : null}
      </span>
      <span className={styles.actions}>
        <CardLink href={exploreHref} variant="solid">
          Explore<VisuallyHidden> {name}</VisuallyHidden>
        </CardLink>
        {stockHref && showsOurStock(status) ? (
          <CardLink href={stockHref} variant="ghost">
            Our Stock<VisuallyHidden> of {name}</VisuallyHidden>
          </CardLink>
        ) : null}
        {accessoriesHref ? (
          <CardLink href={accessoriesHref} variant="transparent">
            View Accessories<VisuallyHidden> for {name}</VisuallyHidden>
          </CardLink>
        ) : null}
      </span>
    </li>
  );
}

export type ModelMenuEntry = MenuModel & ModelMenuCardProps;

export interface ModelMegaMenuProps {
  models: readonly ModelMenuEntry[];
  /** the order of the body categories (spec §2 order by default) */
  categoryOrder?: readonly string[];
}

/** Every model as a card, grouped by body category in menu order. */
export function ModelMegaMenu({ models, categoryOrder }: ModelMegaMenuProps) {
  const groups = groupModelsByCategory(models, categoryOrder);
  return (
    <NavigationMenuGrid data-slot="model-mega-menu">
      {groups.map((group) => (
        <NavigationMenuGroup key={group.category} title={group.category}>
          {group.models.map(({ category: _category, ...model }) => (
            <ModelMenuCard key={model.name} {...model} />
          ))}
        </NavigationMenuGroup>
      ))}
    </NavigationMenuGrid>
  );
}
