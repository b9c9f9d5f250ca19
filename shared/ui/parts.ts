// The shop's own parts that only some pages draw, shared as one federated singleton
// (`@mimea/shared/ui/parts`) like MUI's groups beside it: the quantity stepper (product page,
// cart), the FAQ list, tags, breadcrumbs, the radio and check-box choice, the page section. In
// @mimea/shared's index they came with every page, the home page too, which draws none of them.
export { QuantityStepper, acceptTypedQuantity } from '../src/forms/quantity-stepper';
export { QuestionList } from '../src/ui/question-list';
export { Tag } from '../src/ui/tag';
export { Breadcrumb } from '../src/ui/breadcrumb';
export { Choice } from '../src/forms/choice';
export { PageSection } from '../src/ui/page-section';
export type { Question } from '../src/ui/question-list';
export type { Crumb } from '../src/ui/breadcrumb';
