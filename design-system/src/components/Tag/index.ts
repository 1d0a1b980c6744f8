export { Badge, Tag, tagEmphases, tagShapes, tagSizes, tagTones, type TagProps } from './Tag';
