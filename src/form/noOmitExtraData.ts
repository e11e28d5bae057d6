// Stands in for rjsf's omitExtraData.js and toPathSchema.js (@rjsf/utils lib/schema): rjsf calls them only for a Form
// given omitExtraData, which the renderer never gives (src/panels/PanelRenderer.tsx: a request's payload names its
// own fields), and in Form methods the renderer does not call. src/form/noOmitExtraData.test.ts holds
// rjsf to it; were one called, it says so.
const never = (): never => {
  throw new Error("AuthWidget: rjsf's omitExtraData is not part of this build (scripts/lib-trim.mjs)");
};

export default never;
export const getUsedFormData = never;
export const getFieldNames = never;
export const isValueEmpty = never;
