export { MakeFilterCard, type MakeFilterCardProps, type MakeFilterModel } from './MakeFilterCard';
export { MAKE_MODELS_LIMIT, makeMonogram } from './monogram';
