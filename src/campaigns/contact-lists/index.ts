// Contact lists (the tables area, #15) as both channels' send forms use them: pick one as the audience, or keep an upload as one.
export { AudienceSource, CONTACT_LISTS_PATH } from './audience-source';
export { audienceFromList, LIST_PHONE_COLUMN } from './audience-from-list';
export { useSavedContactLists } from './queries/use-saved-contact-lists';
export { readListAudience } from './read-list-audience';
export { listColumnsOf, saveAudienceAsList } from './save-audience-as-list';
export { ContactListPicker } from './contact-list-picker';
export { SaveAsList } from './save-as-list';
export { listAudienceText } from './list-audience-text';
