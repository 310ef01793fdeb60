/** A Decap CMS field, as its config file would spell it. */
export interface CmsField {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  required?: boolean;
  i18n?: true | 'duplicate';
  default?: unknown;
  pattern?: [string, string];
  options?: { label: string; value: string }[];
  multiple?: boolean;
  min?: number;
  max?: number;
  field?: CmsField;
  fields?: CmsField[];
  label_singular?: string;
  summary?: string;
  collapsed?: boolean;
  value_type?: string;
  choose_url?: boolean;
  modes?: string[];
  buttons?: string[];
  editor_components?: string[];
  media_library?: { config: { max_file_size: number } };
}
