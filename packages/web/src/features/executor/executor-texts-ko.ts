import type { Translations } from '../../shared/i18n/translations.js';
import type { executorTextsEn } from './executor-texts-en.js';

export const executorTextsKo: Translations<typeof executorTextsEn> = {
  views: { label: '소스 코드 보기', executor: '실행기', contract: '컨트랙트 코드' },
  abi: {
    title: 'ABI',
    verified: '검증된 컨트랙트 {{name}}의 ABI',
    pasted: '붙여넣은 ABI',
    paste: 'ABI 붙여넣기',
    pasteLabel: 'ABI JSON',
    use: '이 ABI 사용',
    useVerified: '검증된 ABI 사용',
    invalid: '컨트랙트 ABI가 아닙니다: {{message}}',
    notJson: 'JSON이 아닙니다.',
    noFunctions: '함수가 없습니다',
    none: '이 계정은 검증된 컨트랙트를 실행하지 않습니다. ABI를 붙여넣어 읽거나 메시지를 보낼 수 있습니다.',
    loading: 'ABI를 불러오는 중…',
  },
  filter: { label: '함수 필터', placeholder: '함수 이름', list: '함수', nothing: '일치하는 함수가 없습니다.' },
  fields: {
    title: '컨트랙트 필드',
    loading: '컨트랙트 필드를 읽는 중…',
    none: 'ABI에 컨트랙트 필드가 없습니다.',
    failed: '컨트랙트 필드를 읽을 수 없습니다: {{message}}',
  },
  fn: {
    inputs: '입력',
    noInputs: '이 함수는 입력이 없습니다.',
    action: '동작',
    unnamed: 'ABI에 이름 없는 필드({{path}})가 있어 이 함수를 호출할 수 없습니다.',
  },
  actions: { RunLocal: '읽기 (로컬 실행)', SendExternal: '외부 메시지 보내기', SendInternal: '내부 메시지 보내기' },
  submit: { RunLocal: '실행', SendExternal: '보내기', SendInternal: '보내기', working: '처리 중…' },
  send: {
    signed: '지갑 키로 서명',
    amount: '금액 ({{symbol}})',
    bounce: '바운스',
    amountMissing: '금액을 입력해야 합니다',
    amountNegative: '금액은 음수일 수 없습니다',
    amountInvalid: '금액은 올바른 숫자여야 합니다',
  },
  output: {
    title: '출력: 종료 코드 {{code}}',
    unknown: '출력: 알 수 없음',
    nothing: '함수가 출력을 주지 않았습니다.',
    transaction: '트랜잭션',
    message: '메시지',
    waiting: '보냈습니다. 트랜잭션이 색인되기를 기다리는 중…',
  },
  errors: {
    noAccount: '계정이 없거나 실행할 코드가 없습니다.',
    failed: '호출에 실패했습니다: {{message}}',
    noService: '이 서버에는 컨트랙트 서비스가 없어 컨트랙트를 읽을 수 없습니다.',
  },
};
