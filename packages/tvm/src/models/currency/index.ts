export {
  loadCurrencyCollection,
  storeCurrencyCollection,
  loadExtraCurrencies,
  storeExtraCurrencies,
  addCurrencies,
  currencyAugment,
  ZERO_CURRENCY,
  type CurrencyCollection,
  type ExtraCurrency,
} from './currency-collection.js';
