// Every string quick search shows. Spec texts (dashboard §2 "Quick search", §8) verbatim; the rest
// are ours where the spec is silent. The card's own texts come from the shared order-card catalogue.
import { defaultOrderCardMessages } from '../../sdk/core/orders';

export const defaultQuickSearchMessages = {
  ...defaultOrderCardMessages,
  /** Accessible name of the search box. */
  label: 'Search orders',
  placeholder: 'Search orders (Ctrl+Q)',
  /** Accessible name of the list of results. */
  results: 'Orders found',
  /** Shown while a term is on its way (the spinner's name). */
  searching: 'Searching',
  /** The empty state: the server found nothing for the term. */
  noResults: 'No orders found',
  /** Said by the live region when results arrive. */
  resultsOne: '1 order found',
  resultsOther: '{count} orders found',
  errorTitle: 'Ooops!',
  genericError: 'Error encountered while processing. Please try again later or contact the product admin.',
};

export type QuickSearchMessages = typeof defaultQuickSearchMessages;
