// Every word the API answers with, in Thai and English: the envelope's `message` and each
// `detail[].message` are entries of MESSAGES (Ajv's own findings go through ajv-i18n). A
// failure carries a Text, a message with its parameters not yet in any language; the answer
// renders it once in the request's Culture (api-error.ts), so no throw site needs the culture.
// Entries are templates with `{name}` parameters, typed from the template: `msg('otp.wrong',
// { left: 3 })`. Both languages of an entry take the same parameters (checked by the compiler
// below and by tests/server/culture.test.ts). Field messages read after the field's name
// (`body.email is already in use`); in Thai they also stand alone beside a form's field.
import type { ErrorObject } from 'ajv/dist/2020.js';
import localizeEn from 'ajv-i18n/localize/en/index.js';
import localizeTh from 'ajv-i18n/localize/th/index.js';
import type { Culture } from './culture.ts';

export const MESSAGES = {
  // Any request
  'request.bad': { en: 'Bad request', th: 'คำขอไม่ถูกต้อง' },
  'request.failed': {
    en: 'Something went wrong on our side; please try again.',
    th: 'เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง',
  },
  'request.tooLarge': {
    en: 'The request body is larger than {size}',
    th: 'ข้อมูลที่ส่งมามีขนาดเกิน {size}',
  },
  'request.apiKey': {
    en: 'header.X-Api-Key is not a valid API key',
    th: 'header.X-Api-Key: API key ไม่ถูกต้อง',
  },
  'request.noOperation': { en: 'No API operation {method} {path}', th: 'ไม่พบ API {method} {path}' },
  'request.methodNotAllowed': {
    en: '{method} is not allowed here; use {allow}',
    th: 'ใช้ {method} กับที่อยู่นี้ไม่ได้ กรุณาใช้ {allow}',
  },
  'auth.signIn': {
    en: 'Unauthorized: sign in to continue',
    th: 'กรุณาเข้าสู่ระบบเพื่อดำเนินการต่อ',
  },
  'limit.tooMany': {
    en: 'Too many attempts; try again in {seconds} seconds',
    th: 'ทำรายการเกินจำนวนครั้งที่กำหนด กรุณาลองใหม่ใน {seconds} วินาที',
  },

  // A field of the request: the envelope's message names it, then its problem
  'field.problem': { en: '{field} {problem}', th: '{field}: {problem}' },
  'field.required': { en: 'is required', th: 'ต้องระบุ' },
  'field.oneOf': {
    en: 'must be one of: {allowed}',
    th: 'ต้องเป็นค่าใดค่าหนึ่งต่อไปนี้: {allowed}',
  },
  'field.mustBe': { en: 'must be {value}', th: 'ต้องเป็น {value}' },
  'field.format': { en: 'has an invalid format', th: 'รูปแบบไม่ถูกต้อง' },
  'field.formatExample': {
    en: 'has an invalid format, e.g. {example}',
    th: 'รูปแบบไม่ถูกต้อง ตัวอย่างเช่น {example}',
  },
  'field.invalid': { en: 'is invalid', th: 'ไม่ถูกต้อง' },
  // Ajv keywords whose ajv-i18n Thai reads badly (a misspelling, English type names, "members"
  // for items, "the constant" for a value it does not name); the English is ajv-i18n's own but
  // for `const`, which now names its value too.
  'field.additionalProperties': {
    en: 'must NOT have additional properties',
    th: 'ต้องไม่มีฟิลด์อื่นนอกเหนือจากที่กำหนด',
  },
  'field.type.integer': { en: 'must be integer', th: 'ต้องเป็นจำนวนเต็ม' },
  'field.type.number': { en: 'must be number', th: 'ต้องเป็นตัวเลข' },
  'field.type.string': { en: 'must be string', th: 'ต้องเป็นข้อความ' },
  'field.type.boolean': { en: 'must be boolean', th: 'ต้องเป็น true หรือ false' },
  'field.type.object': { en: 'must be object', th: 'ต้องเป็นออบเจ็กต์ JSON' },
  'field.type.array': { en: 'must be array', th: 'ต้องเป็นรายการ (array)' },
  'field.type.null': { en: 'must be null', th: 'ต้องเป็น null' },
  'field.maxItems': {
    en: 'must NOT have more than {limit} items',
    th: 'ต้องมีไม่เกิน {limit} รายการ',
  },
  'body.notJson': { en: 'must be valid JSON', th: 'ต้องเป็น JSON ที่ถูกต้อง' },
  'body.tooDeep': {
    en: 'must not nest deeper than {levels} levels',
    th: 'ซ้อนกันได้ไม่เกิน {levels} ชั้น',
  },

  // 404s of the catalogue and the accounts (`notFound('product')`)
  'notFound.product': { en: 'product not found', th: 'ไม่พบสินค้า' },
  'notFound.campaign': { en: 'campaign not found', th: 'ไม่พบแคมเปญ' },
  'notFound.promotion': { en: 'promotion not found', th: 'ไม่พบโปรโมชัน' },
  'notFound.store': { en: 'store not found', th: 'ไม่พบร้านค้า' },
  'notFound.category': { en: 'category not found', th: 'ไม่พบหมวดหมู่สินค้า' },
  'notFound.shareLink': { en: 'share link not found', th: 'ไม่พบลิงก์ที่แชร์' },
  'notFound.staticPage': { en: 'static page not found', th: 'ไม่พบหน้าที่ต้องการ' },
  'notFound.user': { en: 'user not found', th: 'ไม่พบผู้ใช้' },
  'notFound.cart': { en: 'cart not found', th: 'ไม่พบตะกร้าสินค้า' },
  'notFound.payment': { en: 'payment not found', th: 'ไม่พบรายการชำระเงิน' },
  'notFound.order': { en: 'order not found', th: 'ไม่พบคำสั่งซื้อ' },
  'notFound.affiliateApplication': { en: 'application not found', th: 'ไม่พบใบสมัคร' },
  'notFound.affiliateDocument': {
    en: 'that document has not been sent',
    th: 'ยังไม่ได้ส่งเอกสารนี้',
  },
  'notFound.withdrawal': { en: 'withdrawal not found', th: 'ไม่พบรายการถอนเงิน' },
  'notFound.return': { en: 'return request not found', th: 'ไม่พบคำขอคืนสินค้า' },
  'notFound.returnPhoto': { en: 'return photo not found', th: 'ไม่พบรูปของคำขอคืนสินค้า' },
  'notFound.livePost': { en: 'live post not found', th: 'ไม่พบโพสต์ไลฟ์' },
  'notFound.livePage': { en: 'page not connected', th: 'ไม่พบเพจที่เชื่อมต่อ' },
  'notFound.liveOrder': { en: 'live order not found', th: 'ไม่พบคำสั่งซื้อจากไลฟ์' },
  'notFound.chatConversation': { en: 'conversation not found', th: 'ไม่พบการสนทนา' },
  'notFound.affiliate': { en: 'affiliate not found', th: 'ไม่พบนักขายพันธมิตร' },
  'notFound.slip': { en: 'no slip has been sent', th: 'ยังไม่มีการส่งสลิป' },
  'notFound.review': { en: 'review not found', th: 'ไม่พบรีวิว' },
  'notFound.orderLine': {
    en: 'your order has no such product to review',
    th: 'ไม่พบสินค้านี้ในคำสั่งซื้อของคุณ',
  },
  'notFound.address': { en: 'address not found', th: 'ไม่พบที่อยู่' },
  'notFound.province': { en: 'province not found', th: 'ไม่พบจังหวัด' },
  'notFound.district': { en: 'district not found', th: 'ไม่พบอำเภอ/เขต' },
  'notFound.cartSeller': {
    en: 'the cart has no products of this seller',
    th: 'ไม่มีสินค้าของร้านค้านี้ในตะกร้า',
  },

  // Phone codes
  'otp.cooldown': {
    en: 'A new code can be sent in {seconds} seconds',
    th: 'ส่งรหัสใหม่ได้อีกครั้งใน {seconds} วินาที',
  },
  'otp.used': {
    en: 'has already been used; request a new code',
    th: 'รหัส OTP นี้ถูกใช้แล้ว กรุณาขอรหัสใหม่',
  },
  'otp.unknown': {
    en: 'does not match a code sent to this phone with this reference',
    th: 'ไม่พบรหัส OTP นี้สำหรับเบอร์โทรศัพท์และรหัสอ้างอิงที่ระบุ',
  },
  'otp.locked': {
    en: 'was entered wrong too many times; request a new code',
    th: 'กรอกรหัส OTP ผิดเกินจำนวนครั้งที่กำหนด กรุณาขอรหัสใหม่',
  },
  'otp.expired': {
    en: 'has expired; request a new code',
    th: 'รหัส OTP หมดอายุแล้ว กรุณาขอรหัสใหม่',
  },
  'otp.wrong': {
    en: 'is wrong ({left} tries left)',
    th: 'รหัส OTP ไม่ถูกต้อง (เหลืออีก {left} ครั้ง)',
  },
  'otp.wrongLast': {
    en: 'is wrong; no tries left, request a new code',
    th: 'รหัส OTP ไม่ถูกต้อง และกรอกครบจำนวนครั้งแล้ว กรุณาขอรหัสใหม่',
  },

  // Passwords, log in, register
  'password.rule': {
    en: 'must be at least 8 characters with a letter and a digit, using letters, digits and punctuation only',
    th: 'รหัสผ่านต้องมีอย่างน้อย 8 ตัว ประกอบด้วยตัวอักษรภาษาอังกฤษและตัวเลข ใช้ได้เฉพาะตัวอักษรภาษาอังกฤษ ตัวเลข และเครื่องหมายวรรคตอน',
  },
  'password.mismatch': { en: 'does not match the password', th: 'รหัสผ่านไม่ตรงกัน' },
  'login.failed': {
    en: 'The e-mail, phone number or password is not correct',
    th: 'อีเมล เบอร์โทรศัพท์ หรือรหัสผ่านไม่ถูกต้อง',
  },
  'login.oneWay': {
    en: 'needs email and password, telephone and password, or telephone, otp and reference',
    th: 'ต้องส่งอีเมลกับรหัสผ่าน เบอร์โทรศัพท์กับรหัสผ่าน หรือเบอร์โทรศัพท์กับรหัส OTP และรหัสอ้างอิง อย่างใดอย่างหนึ่ง',
  },
  'register.emailInUse': { en: 'is already in use', th: 'อีเมลนี้ถูกใช้งานแล้ว' },
  'register.telephoneInUse': { en: 'is already in use', th: 'เบอร์โทรศัพท์นี้ถูกใช้งานแล้ว' },
  'register.companyRequired': {
    en: 'is required for a company',
    th: 'กรุณากรอกชื่อบริษัทหรือร้านค้า',
  },
  'register.targetsRequired': {
    en: 'needs at least one choice',
    th: 'กรุณาเลือกอย่างน้อยหนึ่งรายการ',
  },
  'register.targetUnknown': {
    en: 'has a choice that does not exist',
    th: 'มีตัวเลือกที่ไม่มีอยู่ในรายการ',
  },
  'register.businessTypeRequired': {
    en: 'is required for a company',
    th: 'กรุณาเลือกประเภทธุรกิจ',
  },
  'register.businessTypeUnknown': {
    en: 'is not one of the choices',
    th: 'ไม่มีประเภทธุรกิจนี้ในรายการ',
  },

  // Profile, e-mail links, staff
  'profile.birthday': {
    en: 'must be a real past date with a Buddhist-era year, e.g. 2533-05-17',
    th: 'วันเกิดต้องเป็นวันที่ที่มีอยู่จริงและผ่านมาแล้ว ใช้ปี พ.ศ. เช่น 2533-05-17',
  },
  'emailLink.used': {
    en: 'This link was already used or has expired; ask for a new one',
    th: 'ลิงก์นี้ถูกใช้ไปแล้วหรือหมดอายุแล้ว กรุณาขอลิงก์ใหม่',
  },
  'emailLink.noEmail': {
    en: 'the account has no e-mail address to verify',
    th: 'บัญชีนี้ไม่มีอีเมลให้ยืนยัน',
  },
  'admin.token': {
    en: 'header.X-Admin-Token is not a staff token',
    th: 'header.X-Admin-Token: โทเคนนี้ไม่ใช่โทเคนของเจ้าหน้าที่',
  },
  'admin.notCompany': { en: 'is not a company account', th: 'บัญชีนี้ไม่ใช่บัญชีบริษัท' },

  // The address book
  'address.tooMany': {
    en: 'An address book holds at most {max} addresses; delete one first',
    th: 'สมุดที่อยู่เก็บได้ไม่เกิน {max} ที่อยู่ กรุณาลบที่อยู่เดิมก่อน',
  },
  'address.unknownProvince': { en: 'is not a province', th: 'ไม่พบจังหวัดนี้' },
  'address.districtElsewhere': {
    en: 'is not a district of the province',
    th: 'อำเภอ/เขตนี้ไม่อยู่ในจังหวัดที่เลือก',
  },
  'address.subDistrictElsewhere': {
    en: 'is not a sub-district of the district',
    th: 'ตำบล/แขวงนี้ไม่อยู่ในอำเภอ/เขตที่เลือก',
  },
  'address.zipCodeElsewhere': {
    en: 'is not the zip code of the sub-district, {zipCode}',
    th: 'รหัสไปรษณีย์ไม่ตรงกับตำบล/แขวงที่เลือก ({zipCode})',
  },
  'address.taxIdRequired': {
    en: 'is required for a tax invoice to a company',
    th: 'กรุณากรอกเลขประจำตัวผู้เสียภาษีสำหรับใบกำกับภาษีในนามบริษัท',
  },
  'address.taxIdChecksum': {
    en: 'is not a valid tax id: its last digit does not check',
    th: 'เลขประจำตัวผู้เสียภาษีไม่ถูกต้อง (เลขหลักสุดท้ายไม่ตรงกับเลขตรวจสอบ)',
  },

  // Profile photos
  'upload.notSupported': {
    en: 'The format is not supported: {why}',
    th: 'ไม่รองรับรูปแบบไฟล์นี้: {why}',
  },
  'upload.sendPngOrJpeg': {
    en: 'send a PNG or JPEG image',
    th: 'กรุณาส่งรูปแบบ PNG หรือ JPEG',
  },
  'upload.otherType': {
    en: 'is of type {type}, not a PNG or JPEG image',
    th: 'เป็นไฟล์ประเภท {type} ไม่ใช่รูป PNG หรือ JPEG',
  },
  'upload.unknownType': {
    en: 'is not an image we know, not a PNG or JPEG image',
    th: 'ไม่ใช่ไฟล์รูปที่รองรับ (PNG หรือ JPEG)',
  },
  'upload.typeMismatch': {
    en: 'the body is a {actual} image, not {declared} as Content-Type says',
    th: 'ไฟล์เป็นรูป {actual} ไม่ใช่ {declared} ตามที่ Content-Type ระบุ',
  },
  'upload.typeMismatchField': {
    en: 'is {declared} but the body is a {actual} image',
    th: 'ระบุเป็น {declared} แต่ไฟล์เป็นรูป {actual}',
  },
  'upload.unreadable': { en: 'the image cannot be read', th: 'อ่านไฟล์รูปนี้ไม่ได้' },
  'upload.unreadableField': { en: 'cannot be read as an image', th: 'อ่านเป็นไฟล์รูปไม่ได้' },
  'upload.tooManyPixels': {
    en: 'The image is too large: it {problem}',
    th: 'รูปมีขนาดใหญ่เกินไป: {problem}',
  },
  'upload.tooManyPixelsField': {
    en: 'must be at most {megapixels} megapixels',
    th: 'ต้องไม่เกิน {megapixels} ล้านพิกเซล',
  },

  // Photos attached to a review or a return request
  'photos.tooMany': {
    en: 'Too many files: attach at most {max} photos',
    th: 'จำนวนไฟล์เกินกำหนด: แนบรูปได้ไม่เกิน {max} รูป',
  },
  'photos.tooManyField': { en: 'must hold at most {max} photos', th: 'แนบรูปได้ไม่เกิน {max} รูป' },
  'photos.unknown': {
    en: 'names a photo that is not one you uploaded for this, or one already used',
    th: 'มีรูปที่ไม่ได้อัปโหลดไว้สำหรับรายการนี้ หรือถูกใช้ไปแล้ว',
  },

  // Reviews
  'review.notDelivered': {
    en: 'The order has not been delivered yet: review it once it arrives',
    th: 'คำสั่งซื้อนี้ยังไม่ถึงมือคุณ รีวิวได้เมื่อได้รับสินค้าแล้ว',
  },
  'review.writtenAlready': {
    en: 'You have reviewed this product of the order already',
    th: 'คุณรีวิวสินค้านี้ของคำสั่งซื้อนี้ไปแล้ว',
  },
  'review.notYourStore': {
    en: 'Only the seller of this product may answer its reviews',
    th: 'เฉพาะร้านค้าของสินค้านี้เท่านั้นที่ตอบรีวิวได้',
  },
  'review.answeredAlready': {
    en: 'This review has been answered already',
    th: 'รีวิวนี้ได้รับการตอบกลับแล้ว',
  },
  'review.hiddenAlready': { en: 'This review is hidden already', th: 'รีวิวนี้ถูกซ่อนไว้แล้ว' },

  // The cart
  'cart.changed': {
    en: 'The cart was changed elsewhere; here it is as it is now',
    th: 'ตะกร้าสินค้ามีการเปลี่ยนแปลงจากที่อื่น กรุณาตรวจสอบตะกร้าล่าสุดอีกครั้ง',
  },
  'cart.exists': {
    en: 'The account already has a cart; here it is',
    th: 'บัญชีนี้มีตะกร้าสินค้าอยู่แล้ว',
  },
  'cart.emptyNew': {
    en: 'must hold at least one product to make a new cart',
    th: 'ต้องมีสินค้าอย่างน้อยหนึ่งรายการจึงจะสร้างตะกร้าใหม่ได้',
  },
  'cart.unknownProduct': { en: 'is not a product of the shop', th: 'ไม่พบสินค้านี้ในร้าน' },
  'cart.options': {
    en: "must hold one option of each of the product's attributes",
    th: 'ต้องเลือกตัวเลือกของสินค้าให้ครบทุกแบบ แบบละหนึ่งตัวเลือก',
  },
  'cart.otherSeller': {
    en: "is sold by seller {sellerId}, not by this order's",
    th: 'เป็นสินค้าของร้านค้ารหัส {sellerId} ไม่ใช่ของร้านค้านี้',
  },
  'cart.overStock': {
    en: 'is more than the {available} in stock',
    th: 'มีสินค้าในสต็อกเพียง {available} ชิ้น',
  },
  'cart.repeatedLine': {
    en: 'repeats a line above (the same product with the same options)',
    th: 'ซ้ำกับรายการก่อนหน้า (สินค้าและตัวเลือกเดียวกัน)',
  },

  // Checkout and orders (the spec's catalogue messages where it has them)
  'checkout.outOfStock': {
    en: 'Out of stock: remove the item from the cart to continue',
    th: 'สินค้าหมด กรุณานำสินค้าออกจากตะกร้าเพื่อดำเนินการต่อ',
  },
  'checkout.shippingNotFound': {
    en: 'Shipping not found: no carrier ships every product of this store',
    th: 'ไม่พบการจัดส่ง ไม่มีบริการขนส่งที่ส่งสินค้าทุกรายการของร้านนี้ได้',
  },
  'checkout.shippingServiceNotFound': {
    en: 'Shipping service not found: the parcel is heavier than any carrier takes',
    th: 'ไม่พบบริการขนส่ง พัสดุมีน้ำหนักเกินกว่าที่บริการขนส่งรับได้',
  },
  'checkout.nothingChosen': {
    en: 'Choose at least one product in the cart to check out',
    th: 'กรุณาเลือกสินค้าในตะกร้าอย่างน้อยหนึ่งรายการ',
  },
  'checkout.companyPending': {
    en: 'Your company account is waiting for staff approval and cannot place orders yet',
    th: 'บัญชีบริษัทของคุณอยู่ระหว่างรอการอนุมัติจากเจ้าหน้าที่ จึงยังสั่งซื้อสินค้าไม่ได้',
  },
  'checkout.paymentUnavailable': {
    en: 'This payment method cannot pay for these products or carriers; choose another',
    th: 'ช่องทางชำระเงินนี้ใช้กับสินค้าหรือการจัดส่งที่เลือกไม่ได้ กรุณาเลือกช่องทางอื่น',
  },
  'checkout.invalidCode': { en: 'is not a valid code', th: 'โค้ดไม่ถูกต้อง' },
  'checkout.codeUsedUp': {
    en: 'is not a valid code: it has been used up',
    th: 'โค้ดไม่ถูกต้อง: โค้ดนี้ถูกใช้ครบจำนวนแล้ว',
  },
  'checkout.codeAlreadyUsed': {
    en: 'is not a valid code: you have used it as often as it allows',
    th: 'โค้ดไม่ถูกต้อง: คุณใช้โค้ดนี้ครบจำนวนสิทธิ์แล้ว',
  },
  'checkout.codeRefused': {
    en: 'The discount code {reason}; remove it and place the order again',
    th: '{reason} กรุณานำโค้ดส่วนลดออกแล้วสั่งซื้ออีกครั้ง',
  },
  'checkout.tooLarge': {
    en: 'comes to {total} baht, above the {max} baht one order may come to; take some items out of the cart or order them separately',
    th: 'มียอดรวม {total} บาท เกินยอดสูงสุดต่อคำสั่งซื้อ {max} บาท กรุณานำสินค้าบางรายการออกหรือแยกสั่งซื้อ',
  },
  'checkout.codeBelowMinimum': {
    en: 'needs a purchase of at least {minimum} baht',
    th: 'ต้องมียอดซื้อขั้นต่ำ {minimum} บาท',
  },
  'checkout.notYourAddress': { en: 'is not one of your addresses', th: 'ไม่ใช่ที่อยู่ของคุณ' },
  'checkout.noTaxId': {
    en: 'has no tax id for a tax invoice',
    th: 'ไม่มีเลขประจำตัวผู้เสียภาษีสำหรับออกใบกำกับภาษี',
  },
  'checkout.unknownChannel': { en: 'is not a payment channel', th: 'ไม่พบช่องทางชำระเงินนี้' },
  'checkout.totalChanged': {
    en: 'The total changed to {total} baht (a price or promotion changed); check and place the order again',
    th: 'ยอดรวมเปลี่ยนเป็น {total} บาท (ราคาหรือโปรโมชั่นมีการเปลี่ยนแปลง) กรุณาตรวจสอบและสั่งซื้ออีกครั้ง',
  },
  'checkout.keyReused': {
    en: 'was already used to place a different checkout; make a new key',
    th: 'ถูกใช้สั่งซื้อรายการอื่นไปแล้ว กรุณาสร้างคีย์ใหม่',
  },
  'slip.empty': { en: 'is an empty file', th: 'เป็นไฟล์ว่าง' },
  'slip.unsupported': {
    en: 'The format is not supported: send the slip as PNG, JPEG or PDF',
    th: 'ไม่รองรับรูปแบบไฟล์นี้ กรุณาส่งสลิปเป็นไฟล์ PNG, JPEG หรือ PDF',
  },
  'slip.amountShort': {
    en: 'is less than the {amount} baht to pay; check the slip',
    th: 'น้อยกว่ายอดที่ต้องชำระ {amount} บาท กรุณาตรวจสอบสลิป',
  },
  'slip.amountOver': {
    en: 'is more than the {amount} baht to pay; check the slip',
    th: 'มากกว่ายอดที่ต้องชำระ {amount} บาท กรุณาตรวจสอบสลิป',
  },
  'slip.timeInvalid': { en: 'is not a date and time', th: 'ไม่ใช่วันและเวลาที่ถูกต้อง' },
  'slip.beforeCheckout': { en: 'must be after the checkout', th: 'ต้องเป็นเวลาหลังการสั่งซื้อ' },
  'slip.inTheFuture': { en: 'is in the future', th: 'เป็นเวลาในอนาคต' },
  'affiliate.alreadyApplied': {
    en: 'Your application has been sent and is waiting for staff',
    th: 'ส่งใบสมัครแล้ว กำลังรอเจ้าหน้าที่ตรวจสอบ',
  },
  'affiliate.alreadyVerified': {
    en: 'You are already a verified affiliate',
    th: 'คุณได้รับการยืนยันเป็นนักขายพันธมิตรแล้ว',
  },
  'affiliate.decided': {
    en: 'This application has already been decided',
    th: 'ใบสมัครนี้ได้รับการพิจารณาแล้ว',
  },
  'affiliate.documentEmpty': { en: 'is an empty file', th: 'เป็นไฟล์ว่าง' },
  'affiliate.documentType': {
    en: 'The format is not supported: send it as {formats}',
    th: 'ไม่รองรับรูปแบบไฟล์นี้ กรุณาส่งเป็นไฟล์ {formats}',
  },
  'affiliate.documentTooLarge': {
    en: 'must be at most {megabytes} MB',
    th: 'ต้องมีขนาดไม่เกิน {megabytes} MB',
  },
  'affiliate.documentMissing': { en: 'has not been sent', th: 'ยังไม่ได้ส่ง' },
  'affiliate.nationalId': {
    en: 'is not a valid Thai identity card number',
    th: 'เลขบัตรประชาชนไม่ถูกต้อง',
  },
  'affiliate.accountNumber': {
    en: 'must be {digits} digits at this bank',
    th: 'ต้องเป็นตัวเลข {digits} หลักสำหรับธนาคารนี้',
  },
  'affiliate.unknownCode': {
    en: 'is not the code of an affiliate',
    th: 'ไม่ใช่รหัสของนักขายพันธมิตร',
  },
  'live.keyword': {
    en: 'is not a keyword: letters, then up to 4 digits (A1, B12, SET)',
    th: 'ไม่ใช่คีย์เวิร์ด: ตัวอักษรตามด้วยตัวเลขไม่เกิน 4 หลัก (เช่น A1, B12, SET)',
  },
  'live.productWithOptions': {
    en: 'has options to choose (a colour, a size): a comment cannot choose them',
    th: 'มีตัวเลือก (เช่น สี ขนาด) ซึ่งการคอมเมนต์เลือกไม่ได้',
  },
  'live.keywordUsed': { en: 'keyword already used', th: 'คีย์เวิร์ดนี้ถูกใช้แล้ว' },
  'live.productTaken': {
    en: 'product already selected by another post',
    th: 'สินค้านี้ถูกเลือกในโพสต์อื่นแล้ว',
  },
  'live.price': {
    en: 'must be from ฿{lowest} to ฿{list} (the cut comes out of the cashback)',
    th: 'ต้องอยู่ระหว่าง ฿{lowest} ถึง ฿{list} (ส่วนที่ลดหักจากเงินคืน)',
  },
  'live.nameBlank': { en: 'is blank', th: 'ต้องไม่เว้นว่าง' },
  'live.notEditable': {
    en: 'Only a draft post is edited: this one has started',
    th: 'แก้ไขได้เฉพาะโพสต์แบบร่าง โพสต์นี้เริ่มขายแล้ว',
  },
  'live.startRefused': {
    en: 'Only a draft post is started',
    th: 'เริ่มขายได้เฉพาะโพสต์แบบร่าง',
  },
  'live.finishRefused': {
    en: 'Only a post that is live is finished',
    th: 'จบการขายได้เฉพาะโพสต์ที่กำลังไลฟ์',
  },
  'live.startNeedsPost': {
    en: 'needs the social post the live is on before it starts',
    th: 'ต้องระบุโพสต์ไลฟ์บนเพจก่อนเริ่มขาย',
  },
  'live.pageNotConnected': {
    en: 'is on a page you have not connected: connect the page first',
    th: 'อยู่บนเพจที่คุณยังไม่ได้เชื่อมต่อ กรุณาเชื่อมต่อเพจก่อน',
  },
  'live.postNotOfPage': {
    en: "is not one of the page's posts",
    th: 'ไม่ใช่โพสต์ของเพจนี้',
  },
  'live.postInUse': {
    en: 'is on a social post another live post is selling on now',
    th: 'อยู่บนโพสต์ที่มีโพสต์ไลฟ์อื่นกำลังขายอยู่',
  },
  'live.pageUnreadable': {
    en: 'The page could not be read: connect it again',
    th: 'อ่านข้อมูลเพจไม่ได้ กรุณาเชื่อมต่อเพจอีกครั้ง',
  },
  'live.orderTaken': {
    en: 'This order was taken by another account',
    th: 'คำสั่งซื้อนี้ถูกบัญชีอื่นรับไปแล้ว',
  },
  'wishlist.full': {
    en: 'Your wishlist holds at most {max} products: remove one to add another',
    th: 'รายการโปรดเก็บได้ไม่เกิน {max} รายการ กรุณานำบางรายการออกก่อนเพิ่มใหม่',
  },
  'chat.empty': {
    en: 'is empty: write something or add a picture',
    th: 'ว่างอยู่ กรุณาพิมพ์ข้อความหรือแนบรูปภาพ',
  },
  'chat.imageUnknown': {
    en: 'is not a picture you uploaded into this conversation',
    th: 'ไม่ใช่รูปภาพที่คุณอัปโหลดในการสนทนานี้',
  },
  'chat.imageSent': {
    en: 'has already been sent in another message',
    th: 'ถูกส่งไปในข้อความอื่นแล้ว',
  },
  'chat.frameRefused': {
    en: 'This message could not be read: send it again',
    th: 'อ่านข้อความนี้ไม่ได้ กรุณาส่งอีกครั้ง',
  },
  'live.checkoutWhileLive': {
    en: 'This live is still on: its orders are paid once it ends',
    th: 'ไลฟ์นี้ยังไม่จบ ชำระเงินได้เมื่อไลฟ์จบแล้ว',
  },
  'live.checkoutExpired': {
    en: 'This live order has expired: its time to pay is over',
    th: 'คำสั่งซื้อจากไลฟ์นี้หมดอายุแล้ว เลยเวลาชำระเงิน',
  },
  'live.checkedOut': {
    en: 'This live order is already placed: pay it from its payment',
    th: 'คำสั่งซื้อจากไลฟ์นี้สั่งซื้อแล้ว ชำระเงินได้จากหน้าการชำระเงิน',
  },
  'live.checkoutForCustomer': {
    en: 'A live order is paid by its buyer, not by a customer link',
    th: 'คำสั่งซื้อจากไลฟ์ต้องชำระโดยผู้ซื้อเอง ไม่ใช่ผ่านลิงก์ของลูกค้า',
  },
  'live.startNeedsProducts': {
    en: 'needs at least one product before it starts',
    th: 'ต้องมีสินค้าอย่างน้อยหนึ่งรายการก่อนเริ่มขาย',
  },
  'checkout.forCustomerCod': {
    en: 'cannot be cash on delivery: the customer pays the carrier, not by a link',
    th: 'ใช้กับการเก็บเงินปลายทางไม่ได้ ลูกค้าชำระเงินกับผู้ส่งสินค้า ไม่ใช่ผ่านลิงก์',
  },
  'checkout.forCustomerOwnAddress': {
    en: 'is your own phone number: an order for a customer ships to the customer',
    th: 'เป็นเบอร์โทรศัพท์ของคุณเอง คำสั่งซื้อแทนลูกค้าต้องจัดส่งถึงลูกค้า',
  },
  'affiliate.followSelf': {
    en: 'is your own code: you cannot follow yourself',
    th: 'เป็นรหัสของคุณเอง จึงติดตามตัวเองไม่ได้',
  },
  'affiliate.notAffiliate': {
    en: 'This is for verified affiliates only: apply to become one first',
    th: 'สำหรับนักขายพันธมิตรที่ได้รับการยืนยันแล้วเท่านั้น กรุณาสมัครเป็นนักขายพันธมิตรก่อน',
  },
  'withdrawal.noAccount': {
    en: 'Your bank account has not been verified by staff, so nothing can be withdrawn yet',
    th: 'บัญชีธนาคารของคุณยังไม่ได้รับการยืนยันจากเจ้าหน้าที่ จึงยังถอนเงินไม่ได้',
  },
  'withdrawal.notWholeSatang': {
    en: 'must be in baht with at most 2 decimals',
    th: 'ต้องเป็นจำนวนเงินบาทที่มีทศนิยมไม่เกิน 2 ตำแหน่ง',
  },
  'withdrawal.belowMinimum': {
    en: 'must be at least {minimum} baht',
    th: 'ต้องไม่น้อยกว่า {minimum} บาท',
  },
  'withdrawal.aboveBalance': {
    en: 'is more than your balance of {balance} baht',
    th: 'มากกว่ายอดที่ถอนได้ {balance} บาท',
  },
  'withdrawal.keyReused': {
    en: 'was already used to ask for a different withdrawal; make a new key',
    th: 'ถูกใช้ขอถอนเงินรายการอื่นไปแล้ว กรุณาสร้างคีย์ใหม่',
  },
  'adjustment.keyReused': {
    en: 'was already used for a different adjustment; make a new key',
    th: 'ถูกใช้ปรับยอดรายการอื่นไปแล้ว กรุณาสร้างคีย์ใหม่',
  },
  'adjustment.zero': { en: 'must not be zero', th: 'ต้องไม่เป็นศูนย์' },
  'withdrawal.moveRefused': {
    en: 'This withdrawal is {status}: that does not follow',
    th: 'รายการถอนเงินนี้มีสถานะ {status} จึงทำรายการนี้ไม่ได้',
  },
  'withdrawal.reasonNeeded': {
    en: 'is needed to refuse a withdrawal',
    th: 'ต้องระบุเพื่อปฏิเสธการถอนเงิน',
  },
  'withdrawal.referenceNeeded': {
    en: 'is needed to mark a withdrawal transferred',
    th: 'ต้องระบุเพื่อบันทึกว่าโอนเงินแล้ว',
  },
  'payment.notWaiting': {
    en: 'This checkout is {status}: it is not waiting for that',
    th: 'รายการนี้มีสถานะ {status} จึงทำรายการนี้ไม่ได้',
  },
  'payment.notCard': {
    en: 'This checkout is not paid by card',
    th: 'รายการนี้ไม่ได้ชำระด้วยบัตร',
  },
  'payment.notTransfer': {
    en: 'This checkout is not paid by bank transfer or PromptPay',
    th: 'รายการนี้ไม่ได้ชำระด้วยการโอนเงินผ่านธนาคารหรือพร้อมเพย์',
  },
  'payment.providerUnavailable': {
    en: 'The card payment service cannot be reached; please try again in a moment',
    th: 'ไม่สามารถเชื่อมต่อผู้ให้บริการชำระเงินด้วยบัตรได้ กรุณาลองใหม่อีกครั้งในอีกสักครู่',
  },
  'order.moveRefused': {
    en: 'An order that is {status} cannot be {action}',
    th: 'คำสั่งซื้อที่มีสถานะ {status} ไม่สามารถ{action}ได้',
  },
  'order.returnOpen': {
    en: 'This order has a return request being decided: receipt can be confirmed once it is',
    th: 'คำสั่งซื้อนี้มีคำขอคืนสินค้าที่รอการพิจารณา จึงยืนยันการรับสินค้าได้เมื่อพิจารณาเสร็จแล้ว',
  },

  // Returns and refunds
  'return.notDelivered': {
    en: 'This order has not been delivered yet, so it cannot be returned',
    th: 'คำสั่งซื้อนี้ยังไม่ได้จัดส่งถึงผู้ซื้อ จึงยังขอคืนสินค้าไม่ได้',
  },
  'return.received': {
    en: 'Receipt of this order was confirmed, which ended the chance to return it',
    th: 'คำสั่งซื้อนี้ยืนยันการรับสินค้าแล้ว จึงขอคืนสินค้าไม่ได้',
  },
  'return.windowOver': {
    en: 'Returns are taken within {days} days of delivery, and that time has passed',
    th: 'ขอคืนสินค้าได้ภายใน {days} วันหลังได้รับสินค้า ซึ่งเลยกำหนดแล้ว',
  },
  'return.exists': {
    en: 'This order already has a return request',
    th: 'คำสั่งซื้อนี้มีคำขอคืนสินค้าแล้ว',
  },
  'return.lineUnknown': {
    en: 'is not a line of this order',
    th: 'ไม่ใช่รายการสินค้าของคำสั่งซื้อนี้',
  },
  'return.lineTwice': { en: 'names a line already named', th: 'ระบุรายการสินค้าซ้ำ' },
  'return.lineFree': {
    en: 'is a free gift, which cannot be returned',
    th: 'เป็นของแถม ซึ่งขอคืนไม่ได้',
  },
  'return.overBought': {
    en: 'is more than the {quantity} bought',
    th: 'มากกว่าจำนวนที่ซื้อ ({quantity})',
  },
  'return.notCard': {
    en: 'can be card only when the order was paid by card',
    th: 'เลือกคืนเงินเข้าบัตรได้เฉพาะคำสั่งซื้อที่ชำระด้วยบัตร',
  },
  'return.moveRefused': {
    en: 'This return request is {status}: that does not follow',
    th: 'คำขอคืนสินค้านี้มีสถานะ {status} จึงทำรายการนี้ไม่ได้',
  },
  'return.reasonNeeded': {
    en: 'is needed to refuse a return request',
    th: 'ต้องระบุเพื่อปฏิเสธคำขอคืนสินค้า',
  },
  'return.referenceNeeded': {
    en: "is needed to complete a bank refund: the transfer's reference",
    th: 'ต้องระบุเลขอ้างอิงการโอนเงินเพื่อคืนเงินเข้าบัญชีธนาคาร',
  },

  // Social sign-in
  'social.ticketUnknown': {
    en: 'is not a sign-in ticket of this provider; sign in with the provider again',
    th: 'ข้อมูลการเข้าสู่ระบบนี้ไม่ถูกต้อง กรุณาเข้าสู่ระบบด้วยบัญชีโซเชียลอีกครั้ง',
  },
  'social.ticketUsed': {
    en: 'was already used; sign in with the provider again',
    th: 'ข้อมูลการเข้าสู่ระบบนี้ถูกใช้ไปแล้ว กรุณาเข้าสู่ระบบด้วยบัญชีโซเชียลอีกครั้ง',
  },
  'social.ticketExpired': {
    en: 'has expired; sign in with the provider again',
    th: 'ข้อมูลการเข้าสู่ระบบนี้หมดอายุแล้ว กรุณาเข้าสู่ระบบด้วยบัญชีโซเชียลอีกครั้ง',
  },
  'social.notLinked': {
    en: 'is 4, but no account is linked to this identity yet: use 2 with a phone code',
    th: 'เป็น 4 แต่บัญชีโซเชียลนี้ยังไม่ได้เชื่อมกับบัญชีของร้าน ให้ใช้ 2 พร้อมรหัส OTP',
  },
  'social.alreadyLinked': {
    en: 'is 2, but this identity already has an account: use 4 to log in',
    th: 'เป็น 2 แต่บัญชีโซเชียลนี้เชื่อมกับบัญชีของร้านแล้ว ให้ใช้ 4 เพื่อเข้าสู่ระบบ',
  },
  'social.justLinked': {
    en: 'is 2, but this identity was just linked: use 4',
    th: 'เป็น 2 แต่บัญชีโซเชียลนี้เพิ่งเชื่อมกับบัญชีของร้าน ให้ใช้ 4',
  },
  'social.companyPhone': {
    en: 'belongs to a company account; companies sign in with their e-mail',
    th: 'เบอร์โทรศัพท์นี้เป็นของบัญชีบริษัท บัญชีบริษัทต้องเข้าสู่ระบบด้วยอีเมล',
  },
  'social.phoneJustTaken': {
    en: 'was just registered by another request; try again',
    th: 'เบอร์โทรศัพท์นี้เพิ่งถูกใช้สมัครสมาชิก กรุณาลองใหม่อีกครั้ง',
  },
  'social.codeNotTaken': {
    en: 'is not taken with type 4 (only type 2 takes a phone code)',
    th: 'ใช้กับ type 4 ไม่ได้ (รหัส OTP ใช้กับ type 2 เท่านั้น)',
  },
  'social.termsRequired': {
    en: 'must be true: a new account accepts the terms and the privacy policy',
    th: 'กรุณายอมรับข้อกำหนดและนโยบายความเป็นส่วนตัวก่อนสร้างบัญชีใหม่',
  },
  'social.codeRequired': {
    en: 'is required with type 2 (a first sign-in is proven by a phone code)',
    th: 'ต้องระบุเมื่อใช้ type 2 (การเข้าสู่ระบบครั้งแรกต้องยืนยันด้วยรหัส OTP)',
  },
  'social.noProvider': {
    en: 'No sign-in provider {provider}',
    th: 'ไม่มีการเข้าสู่ระบบด้วย {provider}',
  },
  'social.noRoute': { en: 'No sign-in route {path}', th: 'ไม่พบเส้นทางเข้าสู่ระบบ {path}' },
  'social.stateRule': {
    en: 'must be flag_phone_otp_tier_reference, e.g. 1_0_0_0_0',
    th: 'ต้องอยู่ในรูปแบบ flag_phone_otp_tier_reference เช่น 1_0_0_0_0',
  },
  // {member} and {customer} are the spec's Member-{phone} and Customer-{phone}, as they are.
  'social.appleStateRule': {
    en: 'must be {member} or {customer} (0 without a phone)',
    th: 'ต้องเป็น {member} หรือ {customer} (ใส่ 0 ถ้าไม่มีเบอร์โทรศัพท์)',
  },
} as const satisfies Record<string, Record<Culture, string>>;

export type MessageKey = keyof typeof MESSAGES;

/** The `{name}`s of a template. */
type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** Compiles only while each entry's Thai and English take the same parameters. */
type SameParameters<T extends Record<string, Record<Culture, string>>> = {
  [K in keyof T]: [Placeholders<T[K]['th']>] extends [Placeholders<T[K]['en']>]
    ? [Placeholders<T[K]['en']>] extends [Placeholders<T[K]['th']>]
      ? T[K]
      : { error: 'the English has a parameter the Thai lacks' }
    : { error: 'the Thai has a parameter the English lacks' };
};
MESSAGES satisfies SameParameters<typeof MESSAGES>;

/** A message with its parameters, rendered in a culture when the answer is written. */
export type Text = (culture: Culture) => string;

/** A parameter's value; a Text is rendered in the same culture as the message around it. */
export type Param = string | number | Text;

export type ParamsOf<K extends MessageKey> = {
  [Name in Placeholders<(typeof MESSAGES)[K]['en']>]: Param;
};

/** `{name}` names in a template, in order (for the catalog's tests). */
export const placeholdersOf = (template: string): string[] =>
  [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');

/** Fills a template's `{name}`s in one pass (a value's own braces stay as they are). */
export function fill(template: string, params: Record<string, Param>, culture: Culture): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'function' ? value(culture) : String(value);
  });
}

/** The message `key` with its parameters, e.g. `msg('otp.cooldown', { seconds: 59 })`. */
export function msg<K extends MessageKey>(
  key: K,
  ...[params]: keyof ParamsOf<K> extends never ? [] : [ParamsOf<K>]
): Text {
  const entry: Record<Culture, string> = MESSAGES[key];
  return (culture) => fill(entry[culture], (params ?? {}) as Record<string, Param>, culture);
}

/** `field` and its problem, as the envelope's message says it: `body.email is already in use`. */
export const atField = (field: string, problem: Text): Text =>
  msg('field.problem', { field, problem });

const AJV_LOCALIZE: Record<Culture, (errors: ErrorObject[]) => void> = {
  th: localizeTh,
  en: localizeEn,
};

const TYPE_MESSAGES: Record<string, MessageKey> = {
  integer: 'field.type.integer',
  number: 'field.type.number',
  string: 'field.type.string',
  boolean: 'field.type.boolean',
  object: 'field.type.object',
  array: 'field.type.array',
  null: 'field.type.null',
};

/**
 * One of Ajv's findings as a field message: ajv-i18n's words in either language (`must be
 * >= 1`, `ต้อง >= 1`), but for the keywords whose Thai needed better words (entries above).
 */
export function ajvText(error: ErrorObject): Text {
  const params = error.params as { type?: unknown; limit?: number; allowedValue?: unknown };
  if (error.keyword === 'additionalProperties') return msg('field.additionalProperties');
  if (error.keyword === 'type') {
    const key = TYPE_MESSAGES[String(params.type)];
    if (key) return (culture) => MESSAGES[key][culture];
  }
  if (error.keyword === 'maxItems' && params.limit !== undefined) {
    return msg('field.maxItems', { limit: params.limit });
  }
  if (error.keyword === 'const') {
    return msg('field.mustBe', { value: JSON.stringify(params.allowedValue) ?? 'null' });
  }
  return (culture) => {
    // ajv-i18n writes into the errors it is given: localize a copy.
    const copy = { ...error };
    AJV_LOCALIZE[culture]([copy]);
    return copy.message || MESSAGES['field.invalid'][culture];
  };
}
