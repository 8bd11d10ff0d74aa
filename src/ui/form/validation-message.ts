import { useLingui } from '@lingui/react/macro';

/**
 * Words for the spec's validation keys (field-rules.ts), in the current language; a key
 * that names a length (`msgValidateMinLength:8`) fills it in.
 */
export function useValidationMessage(): (key: string | undefined) => string | undefined {
  const { t } = useLingui();
  return (key) => {
    if (!key) return undefined;
    const [name, n] = key.split(':');
    switch (name) {
      case 'msgValidateRequired':
        return t`กรุณากรอกข้อมูลนี้`;
      case 'msgValidateEmail':
        return t`กรุณากรอกอีเมลให้ถูกต้อง`;
      case 'msgValidateTelephone':
        return t`กรุณากรอกเบอร์โทรศัพท์ให้ถูกต้อง`;
      case 'msgValidateInteger':
        return t`กรุณากรอกเฉพาะตัวเลข`;
      case 'msgValidateMinLength':
        return t`ต้องมีอย่างน้อย ${n} ตัวอักษร`;
      case 'msgValidateMaxLength':
        return t`ต้องไม่เกิน ${n} ตัวอักษร`;
      case 'enterOnlyLetters':
        return t`กรุณากรอกเฉพาะตัวอักษร`;
      case 'passwordsNoteMatch':
        return t`รหัสผ่านไม่ตรงกัน`;
      case 'textValidatePassword':
        return t`รหัสผ่านต้องมีอย่างน้อย 8 ตัว ประกอบด้วยตัวอักษรและตัวเลข`;
      case 'pleaseSelectInfo':
        return t`กรุณาเลือกอย่างน้อยหนึ่งรายการ`;
      case 'emailAlreadyUse':
        return t`อีเมลนี้ถูกใช้งานแล้ว`;
      case 'telephoneAlreadyUse':
        return t`เบอร์โทรศัพท์นี้ถูกใช้งานแล้ว`;
      default:
        return key;
    }
  };
}
