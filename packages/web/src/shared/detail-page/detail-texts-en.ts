/** Texts every detail page shares. */
export const detailTextsEn = {
  yes: 'Yes',
  no: 'No',
  tabs: 'Sections',
  moreDetails: 'More details',
  lessDetails: 'Fewer details',
  none: 'None',
};
