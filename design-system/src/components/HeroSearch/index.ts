export {
  HERO_SEARCH_ANY,
  HeroSearch,
  heroSearchFields,
  type HeroSearchField,
  type HeroSearchFieldName,
  type HeroSearchProps,
} from './HeroSearch';
