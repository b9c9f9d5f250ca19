/** One section of a policy page: a heading, paragraphs and an optional list. */
export interface PolicySection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface PolicyDocument {
  title: string;
  /** ISO day the text last changed. */
  updated: string;
  intro: string;
  sections: PolicySection[];
}
