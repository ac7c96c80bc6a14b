import { mainTexts } from '../../features/main/main-texts.js';
import { searchTexts } from '../../features/search/search-texts.js';
import { commonTexts } from '../../shared/i18n/common-texts.js';
import { entityTexts } from '../../shared/i18n/entity-texts.js';

/** Every area's texts, one i18next namespace each; a feature with visible text adds its own here. */
export const areaTexts = {
  common: commonTexts,
  entities: entityTexts,
  main: mainTexts,
  search: searchTexts,
};

export type AreaName = keyof typeof areaTexts;
