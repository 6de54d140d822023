import { createHash } from 'node:crypto';

/**
 * The stay page's only JavaScript (about 1 KB): copy buttons, the bill choice filling its amount,
 * and the "I have paid" form sent without leaving the page (then the page is drawn again with the
 * claim). The page reads and the form posts without it. Served as a file of its own: the page's
 * Content-Security-Policy allows only the server's own scripts.
 */
export const TENANT_PAGE_SCRIPT = `(function(){
document.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('button.copy');if(!b)return;
var t=b.textContent;var done=function(){b.textContent=b.dataset.copied;setTimeout(function(){b.textContent=t},1500)};
if(navigator.clipboard){navigator.clipboard.writeText(b.dataset.copy).then(done,function(){})}});
var p=document.querySelector('[data-signature-pad]');if(p){var c=p.querySelector('canvas'),x=c.getContext('2d'),n=0,d=false,q=p.querySelector('[data-result]');
c.hidden=false;p.querySelector('.row').hidden=false;var fit=function(){var k=Math.min(2,window.devicePixelRatio||1);c.width=c.clientWidth*k;c.height=c.clientHeight*k;x.scale(k,k);x.lineWidth=2.5;x.lineCap='round';x.lineJoin='round';n=0};fit();
var at=function(e){var b=c.getBoundingClientRect();return[e.clientX-b.left,e.clientY-b.top]};
c.addEventListener('pointerdown',function(e){d=true;c.setPointerCapture(e.pointerId);var a=at(e);x.beginPath();x.moveTo(a[0],a[1])});
c.addEventListener('pointermove',function(e){if(!d)return;var a=at(e);x.lineTo(a[0],a[1]);x.stroke();n++});
['pointerup','pointercancel'].forEach(function(t){c.addEventListener(t,function(){d=false})});
p.querySelector('[data-clear]').addEventListener('click',function(){x.clearRect(0,0,c.width,c.height);n=0;q.textContent=''});
p.querySelector('[data-sign]').addEventListener('click',function(){if(n<2){q.textContent=p.dataset.empty;return}var btn=this;btn.disabled=true;
fetch(p.dataset.api,{method:'POST',headers:{'Content-Type':'application/json','Accept-Language':p.dataset.lang},body:JSON.stringify({token:p.dataset.token,agreementId:+p.dataset.agreement,signature:c.toDataURL('image/png')})})
.then(function(r){return r.json().then(function(j){return{ok:r.ok,j:j}})}).then(function(y){if(y.ok){q.textContent=p.dataset.sent;setTimeout(function(){location.reload()},1200)}else{btn.disabled=false;q.textContent=p.dataset.failed+' '+(y.j.message||'')}})
.catch(function(){btn.disabled=false;q.textContent=p.dataset.failed})})}
var f=document.getElementById('claim');if(!f)return;var s=f.querySelector('select[name=billId]'),a=f.querySelector('input[name=amount]'),r=document.getElementById('claim-result');
if(s&&a)s.addEventListener('change',function(){var o=s.options[s.selectedIndex];if(o)a.value=o.dataset.amount});
f.addEventListener('submit',function(e){e.preventDefault();var btn=f.querySelector('button[type=submit]');btn.disabled=true;r.textContent=f.dataset.sending;
fetch(f.dataset.api,{method:'POST',body:new FormData(f),headers:{'Accept-Language':f.language.value}}).then(function(res){return res.json().then(function(j){return{ok:res.ok,j:j}})})
.then(function(x){if(x.ok){r.textContent=f.dataset.sent;setTimeout(function(){location.reload()},1200)}else{btn.disabled=false;r.textContent=f.dataset.failed.replace('{reason}',x.j.message||'')}})
.catch(function(){btn.disabled=false;r.textContent=f.dataset.failed.replace('{reason}','')})});
})();`;

/** Its address carries its own hash, so a browser may keep it for good and a new version is a new address. */
export const TENANT_PAGE_SCRIPT_PATH = `/t-assets/page-${createHash('sha256').update(TENANT_PAGE_SCRIPT).digest('hex').slice(0, 12)}.js`;
