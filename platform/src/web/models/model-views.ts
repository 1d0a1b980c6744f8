import { type ModelCardProps, type ModelMenuEntry } from '@dealer/design-system';
import {
  hasModelPage,
  type Model,
  modelAccessoriesHref,
  modelBadge,
  modelDisplayName,
  modelMenuCategories,
  modelPageHref,
  modelStockHref,
} from '../../domain/models';

// A model of the site's range as the header's mega-menu and the model cards show it (spec §2).

/** The body silhouettes are drawn 3:2. */
const picture = (model: Model, width: number) =>
  model.imageUrl ? { src: model.imageUrl, width, height: Math.round((width * 2) / 3) } : undefined;

/** spec §2 a model in the 'New Vehicles' mega-menu: 'Explore' and (on sale) 'Our Stock'. */
export function modelMenuEntry(model: Model): ModelMenuEntry {
  return {
    name: modelDisplayName(model.name),
    category: modelMenuCategories(model),
    status: model.status,
    badge: modelBadge(model),
    image: picture(model, 192),
    exploreHref: modelPageHref(model),
    stockHref: modelStockHref(model) ?? undefined,
  };
}

/** spec §2 a model card (/models): 'Explore', 'Our Stock' and 'View Accessories'. */
export function modelCardProps(model: Model): ModelCardProps {
  const image = picture(model, 360);
  return {
    name: modelDisplayName(model.name),
    image: image ? { ...image, alt: '' } : null,
    label: modelBadge(model),
    exploreHref: modelPageHref(model),
    stockHref: modelStockHref(model),
    accessoriesHref: hasModelPage(model) ? modelAccessoriesHref(model) : null,
  };
}
