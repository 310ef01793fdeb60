/** A Decap CMS field, as its config file would spell it. */
export interface CmsField {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  required?: boolean;
  i18n?: boolean | 'duplicate';
  default?: unknown;
  pattern?: [string, string];
  /** A page text's rules, checked on the field (`textProblems`). */
  text?: TextRules;
  options?: { label: string; value: string }[];
  multiple?: boolean;
  min?: number;
  max?: number;
  field?: CmsField;
  fields?: CmsField[];
  types?: CmsField[];
  label_singular?: string;
  summary?: string;
  collapsed?: boolean;
  value_type?: string;
  choose_url?: boolean;
  modes?: string[];
  buttons?: string[];
  editor_components?: string[];
  media_library?: { config: { max_file_size: number } };
  /** Decap's relation widget: the collection whose items are chosen. */
  collection?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
}

/** The rules a page text keeps on its field: its key in the catalogue, its place's limit, English's placeholders there. */
export interface TextRules {
  key: string;
  limit?: number;
  placeholders?: string[];
}
