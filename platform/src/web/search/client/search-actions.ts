import { type SearchUiState } from '../../../search/address/search-state';

// What the shopper does to a search, as a change of its state (the pure functions of
// search/search-view.ts). The search page's parts call `change`, whether the browser's search
// has started yet or not (see StockSearch); changes made in one go apply one after another.

export type SearchChange = (state: SearchUiState) => SearchUiState;

export interface SearchActions {
  change(change: SearchChange): void;
}
